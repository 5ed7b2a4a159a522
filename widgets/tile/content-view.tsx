import { PostTile } from '../../shared/commerce/tiles/post-tile';
import { ProductCollectionTile } from '../../shared/commerce/tiles/product-collection-tile';
import { RecipeTile } from '../../shared/commerce/tiles/recipe-tile';
import { ResidentTile } from '../../shared/commerce/tiles/resident-tile';
import { VideoTile } from '../../shared/commerce/tiles/video-tile';
import { ViewCartButton } from '../../shared/commerce/tiles/view-cart-button';
import { viewCart } from '../../stores/tiles/tile-actions';
import type { TileViewProps } from './tile-view-props';

/** Recipe, article, video, product collection and resident tiles. View Cart may sit on any of them; Add to Cart is for products only. */
export function ContentView({ entry, button, headingLevel }: TileViewProps) {
  const common = { headingLevel, actions: button === 'view-cart' && <ViewCartButton onClick={viewCart} /> };
  switch (entry.type) {
    case 'recipe':
      return <RecipeTile recipe={entry.item} {...common} />;
    case 'post':
      return <PostTile post={entry.item} {...common} />;
    case 'video':
      return <VideoTile video={entry.item} {...common} />;
    case 'product-collection':
      return <ProductCollectionTile collection={entry.item} {...common} />;
    case 'resident':
      return <ResidentTile resident={entry.item} {...common} />;
    default:
      return null;
  }
}
