import * as v from 'valibot';
import { tileErrorText, tileLoadingText } from '../../shared/commerce/tiles/tile-texts';
import { TILE_TYPES, type HeadingLevel, type TileEntry } from '../../shared/commerce/tiles/tile-types';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { loadTile, type TileSource } from '../../stores/tiles/tile-loader';
import { loadTileView, readyTileView } from './tile-views';
import { useSettled } from './use-settled';

// Ids come as strings from data-id and may be numbers in data-props JSON.
const id = v.pipe(v.unknown(), v.transform((value) => (typeof value === 'number' ? String(value) : value)), v.string());

export const tileProps = v.pipe(
  v.object({
    type: v.picklist(TILE_TYPES),
    id: v.optional(id),
    slug: v.optional(v.string()),
    /** 'uuid-a,uuid-b' from data-image-uuids, or a list in data-props. */
    imageUuids: v.optional(v.pipe(v.unknown(), v.transform((list) => (typeof list === 'string' ? list.split(',').filter(Boolean) : list)), v.array(v.string()))),
    button: v.optional(v.picklist(['add-to-cart', 'view-cart', 'none']), 'none'),
    headingLevel: v.optional(v.picklist(['2', '3', '4', '5', '6'])),
    // Checked for what a tile cannot render without; the rest of the server's data passes through.
    item: v.optional(v.looseObject({ name: v.string(), skus: v.optional(v.array(v.looseObject({ id, in_stock: v.boolean() }))) })),
  }),
  v.check(({ type, item }) => type !== 'product' || !item || !!item.skus, 'a product item needs its skus'),
);

type Props = v.InferOutput<typeof tileProps>;

function TileError({ type }: { type: Props['type'] }) {
  return <p className="tile-error">{tileErrorText(type)}</p>;
}

/** One tile of any type: from its server data at once, or loaded by id (slug for a collection). */
export function Tile({ type, button, headingLevel, ...props }: Props) {
  // The schema checked the item's essentials; its type follows `type`. The item's request and the view's
  // code start side by side, on the first render; both are cached, so later renders get the same promises.
  const source = { type, ...props } as TileSource;
  const found = source.item ? ({ type, item: source.item } as TileEntry) : (loadTile(source) ?? null);
  const entry = useSettled(found);
  const loadedView = useSettled(found && loadTileView(type));
  const View = readyTileView(type) ?? loadedView;
  if (entry === null) return <TileError type={type} />;
  if (!entry || !View) return <Skeleton className="tile-skeleton" label={tileLoadingText(type)} />;
  return <View entry={entry} button={button} headingLevel={headingLevel && (Number(headingLevel) as HeadingLevel)} />;
}
