import * as v from 'valibot';
import { tileErrorText, tileLoadingText } from '../../shared/commerce/tiles/tile-texts';
import { TileShell } from '../../shared/commerce/tiles/tile-shell';
import { TILE_TYPES, type HeadingLevel, type TileEntry } from '../../shared/commerce/tiles/tile-types';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { loadTile, type TileSource } from '../../stores/tiles/tile-loader';
import { ContentView } from './content-view';
import { ProductView } from './product-view';
import { useSettled } from './use-settled';

// Ids come as strings from data-id and may be numbers in data-props JSON.
const id = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'number' ? String(value) : value)),
  v.string(),
);

export const tileProps = v.pipe(
  v.object({
    type: v.picklist(TILE_TYPES),
    id: v.optional(id),
    slug: v.optional(v.string()),
    /** 'uuid-a,uuid-b' from data-image-uuids, or a list in data-props. */
    imageUuids: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((list) => (typeof list === 'string' ? list.split(',').filter(Boolean) : list)),
        v.array(v.string()),
      ),
    ),
    button: v.optional(v.picklist(['add-to-cart', 'view-cart', 'none']), 'none'),
    headingLevel: v.optional(v.picklist(['2', '3', '4', '5', '6'])),
    // Checked for what a tile cannot render without; the rest of the server's data passes through.
    item: v.optional(
      v.looseObject({ name: v.string(), skus: v.optional(v.array(v.looseObject({ id, in_stock: v.boolean() }))) }),
    ),
  }),
  v.check(({ type, item }) => type !== 'product' || !item || !!item.skus, 'a product item needs its skus'),
);

type Props = v.InferOutput<typeof tileProps>;

/** One tile of any type: from its server data at once, or loaded by id (slug for a collection). While it loads,
 * and when it fails, the tile's own box (TileShell) holds its place, so nothing moves (README "The box"). */
export function Tile({ type, button, headingLevel, ...props }: Props) {
  // The schema checked the item's essentials; its type follows `type`. The item's request starts on the first
  // render and is cached, so later renders get the same promise.
  const source = { type, ...props } as TileSource;
  const found = source.item ? ({ type, item: source.item } as TileEntry) : (loadTile(source) ?? null);
  const entry = useSettled(found);
  const View = type === 'product' ? ProductView : ContentView;
  // A product tile always has its actions row (the cart icon); the others only with View Cart.
  const actions = type === 'product' || button === 'view-cart';
  if (entry === null) {
    return (
      <TileShell type={type} actions={actions}>
        <p className="tile-error">{tileErrorText(type)}</p>
      </TileShell>
    );
  }
  if (!entry) {
    return (
      <TileShell type={type} actions={actions}>
        <Skeleton lines={2} label={tileLoadingText(type)} />
      </TileShell>
    );
  }
  return <View entry={entry} button={button} headingLevel={headingLevel && (Number(headingLevel) as HeadingLevel)} />;
}
