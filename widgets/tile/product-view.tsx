import { ProductTile } from '../../shared/commerce/tiles/product-tile';
import { addProductToCart, prepareProductDetails, viewCart, viewProductDetails } from '../../stores/tiles/tile-actions';
import type { TileViewProps } from './tile-view-props';

/** A product tile whose buttons call the basket and quick-basket stores. */
export function ProductView({ entry, button, headingLevel }: TileViewProps) {
  if (entry.type !== 'product') return null;
  return (
    <ProductTile
      product={entry.item}
      button={button}
      headingLevel={headingLevel}
      onAddToCart={addProductToCart}
      onViewCart={viewCart}
      onViewDetails={viewProductDetails}
      onDetailsIntent={prepareProductDetails}
    />
  );
}
