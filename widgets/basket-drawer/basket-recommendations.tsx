import { useStore } from '@nanostores/react';
import { RecommendedProducts } from '../../shared/commerce/recommended-products';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $basketPreview } from '../../stores/basket/basket-preview';
import { recommendationTile } from '../../stores/basket/recommendations';
import { addProductToCart, prepareProductDetails, viewProductDetails } from '../../stores/tiles/tile-actions';

const RECS: Array<'recs' | 'recsLoading'> = ['recs', 'recsLoading'];

/** Recommended content for the basket, loaded when the drawer first opens; at most 6 shown. */
export function BasketRecommendations() {
  // Not the open state: opening the drawer re-renders its frame alone.
  const { recs, recsLoading } = useStore($basketPreview, { keys: RECS });
  if (recsLoading) return <Skeleton label="Loading recommendations" />;
  return (
    <RecommendedProducts
      heading="You might also like"
      products={recs.slice(0, 6).map(recommendationTile)}
      onAddToCart={(product) => void addProductToCart(product)}
      onViewDetails={(product) => void viewProductDetails(product)}
      onDetailsIntent={prepareProductDetails}
    />
  );
}
