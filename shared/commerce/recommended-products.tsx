import { ProductTile } from './tiles/product-tile';
import type { ProductTileData } from './tiles/tile-types';
import './recommended-products.css';

interface Props {
  heading: string;
  products: ProductTileData[];
  onAddToCart(product: ProductTileData): void;
  onViewDetails(product: ProductTileData): void;
  onDetailsIntent(): void;
}

/** Recommended products as tiles with a working Add to Cart: the drawer's and the cart page's block. */
export function RecommendedProducts({ heading, products, onAddToCart, onViewDetails, onDetailsIntent }: Props) {
  if (products.length === 0) return null;
  return (
    <section className="recommended-products" aria-label={heading}>
      <h3 className="recommended-products__heading">{heading}</h3>
      <ul className="recommended-products__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile
              product={product}
              button="add-to-cart"
              headingLevel={4}
              onAddToCart={onAddToCart}
              onViewDetails={onViewDetails}
              onDetailsIntent={onDetailsIntent}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
