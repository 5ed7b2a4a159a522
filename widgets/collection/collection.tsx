import * as v from 'valibot';
import { PostTile } from '../../shared/commerce/tiles/post-tile';
import { ProductCollectionTile } from '../../shared/commerce/tiles/product-collection-tile';
import { ProductTile } from '../../shared/commerce/tiles/product-tile';
import { RecipeTile } from '../../shared/commerce/tiles/recipe-tile';
import { ResidentTile } from '../../shared/commerce/tiles/resident-tile';
import type {
  PostTileData,
  ProductCollectionTileData,
  ProductTileData,
  RecipeTileData,
  ResidentTileData,
  VideoTileData,
} from '../../shared/commerce/tiles/tile-types';
import { VideoTile } from '../../shared/commerce/tiles/video-tile';
import { ErrorBoundary } from '../../mount/widget-root';
import { reportError } from '../../mount/report-error';
import { addProductToCart, prepareProductDetails, viewCart, viewProductDetails } from '../../stores/tiles/tile-actions';
import './collection.css';

type Entry =
  | { type: 'product'; item: ProductTileData }
  | { type: 'recipe'; item: RecipeTileData }
  | { type: 'post'; item: PostTileData }
  | { type: 'video'; item: VideoTileData }
  | { type: 'product-collection'; item: ProductCollectionTileData }
  | { type: 'resident'; item: ResidentTileData };

const TYPES = new Set(['product', 'recipe', 'post', 'video', 'product-collection', 'resident']);

/** An item this page can draw: a known type and a named item (a product also needs its skus). */
function readEntry(raw: unknown): Entry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { type, item } = raw as { type?: unknown; item?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type) || !item || typeof item !== 'object') return undefined;
  if (typeof (item as { name?: unknown }).name !== 'string') return undefined;
  if (type === 'product' && !Array.isArray((item as { skus?: unknown }).skus)) return undefined;
  return { type, item } as Entry;
}

const NOUNS: Record<string, string> = {
  product: 'product',
  recipe: 'recipe',
  post: 'article',
  'product-collection': 'collection',
};

export const collectionProps = v.object({
  /** The collection's items, mixed, in order, each with its type and its tile data. */
  items: v.array(v.unknown()),
});

function Tile({ entry: { type, item } }: { entry: Entry }) {
  switch (type) {
    case 'product':
      return (
        <ProductTile
          product={item}
          button="add-to-cart"
          onAddToCart={(product) => void addProductToCart(product)}
          onViewCart={() => void viewCart()}
          onViewDetails={(product) => void viewProductDetails(product)}
          onDetailsIntent={prepareProductDetails}
        />
      );
    case 'recipe':
      return <RecipeTile recipe={item} />;
    case 'post':
      return <PostTile post={item} />;
    case 'video':
      return <VideoTile video={item} />;
    case 'product-collection':
      return <ProductCollectionTile collection={item} />;
    case 'resident':
      return <ResidentTile resident={item} />;
  }
}

/**
 * A collection page: a list of mixed items, each drawn by its type's tile. An item that cannot be read
 * shows 'Error loading' and its kind, alone; the others are unaffected.
 */
export function Collection({ items }: v.InferOutput<typeof collectionProps>) {
  return (
    <ul className="collection" aria-label="Items in this collection">
      {items.map((raw, index) => {
        const entry = readEntry(raw);
        const type = (raw as { type?: unknown } | null)?.type;
        const failed = <p className="collection__error">Error loading {NOUNS[String(type)] ?? 'item'}</p>;
        // An item whose data passes the check but still cannot be drawn fails alone.
        return (
          <li key={index} className="collection__item">
            {entry ? (
              <ErrorBoundary
                fallback={failed}
                onError={(error) => reportError(error, { widget: 'collection', phase: 'render', item: index })}
              >
                <Tile entry={entry} />
              </ErrorBoundary>
            ) : (
              failed
            )}
          </li>
        );
      })}
    </ul>
  );
}
