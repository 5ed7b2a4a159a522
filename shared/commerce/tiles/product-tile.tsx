import { formatMoney } from '../../format/money';
import { Button } from '../../ui/button';
import { IconButton } from '../../ui/icon-button';
import { Rating } from '../../ui/rating/rating';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { colourSwatches, moreSwatchesText, swatchBackground } from '../colour-swatches';
import { productLabels } from '../product-labels';
import { isPurchasable } from './product-stock';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, ProductTileData } from './tile-types';
import { ViewCartButton } from './view-cart-button';
import './product-tile.css';

export type ProductTileButton = 'add-to-cart' | 'view-cart' | 'none';

export interface ProductTileProps {
  product: ProductTileData;
  button?: ProductTileButton;
  headingLevel?: HeadingLevel;
  onAddToCart?: (product: ProductTileData) => void;
  onViewCart?: () => void;
  /** The cart icon: opens the quick basket. Without it there is no cart icon. */
  onViewDetails?: (product: ProductTileData) => void;
  /** Pointer over or focus on the cart icon or Add to Cart, before any click: a moment to fetch the code they need. */
  onDetailsIntent?: () => void;
}

function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

function Price({ product }: { product: ProductTileData }) {
  const now =
    product.price_range_description || (product.min_price === undefined ? '' : formatMoney(product.min_price));
  const was = product.price_range_original_description;
  if (!now) return <div className="tile-product__price" />;
  return (
    <p className="tile-product__price">
      <span className="tile-product__now">{now}</span>
      {was && was !== now && (
        <s className="tile-product__was">
          <VisuallyHidden>Original price: </VisuallyHidden>
          {was}
        </s>
      )}
    </p>
  );
}

function Swatches({ product }: { product: ProductTileData }) {
  const { swatches, more } = colourSwatches(product.variants);
  if (swatches.length === 0) return <div className="tile-product__swatches" />;
  return (
    <ul className="tile-product__swatches" aria-label="Colors">
      {swatches.map((swatch) => (
        <li key={swatch.id}>
          <span
            className="tile-product__swatch"
            role="img"
            aria-label={swatch.name}
            style={{ background: swatchBackground(swatch) }}
          />
        </li>
      ))}
      {more > 0 && <li className="tile-product__more">{moreSwatchesText(more)}</li>}
    </ul>
  );
}

/**
 * A product tile: image, name linking to the product, vendor, price (the original struck through), labels,
 * colour swatches, rating from 3 reviews, an optional Add to Cart or View Cart button and the cart icon
 * that opens the quick basket.
 */
export function ProductTile({
  product,
  button = 'none',
  headingLevel,
  onAddToCart,
  onViewCart,
  onViewDetails,
  onDetailsIntent,
}: ProductTileProps) {
  const purchasable = isPurchasable(product);
  const labels = productLabels(product);
  const actions = (
    <>
      {button === 'add-to-cart' &&
        (purchasable ? (
          <Button
            size="small"
            onPointerEnter={onDetailsIntent}
            onFocus={onDetailsIntent}
            onClick={() => onAddToCart?.(product)}
          >
            Add to Cart
          </Button>
        ) : (
          <Button size="small" variant="secondary" disabled>
            Out of stock
          </Button>
        ))}
      {button === 'view-cart' && <ViewCartButton onClick={onViewCart} />}
      {purchasable && onViewDetails && (
        <IconButton
          className="tile-product__details"
          label={`View details for ${product.name}`}
          onPointerEnter={onDetailsIntent}
          onFocus={onDetailsIntent}
          onClick={() => onViewDetails(product)}
        >
          <CartIcon />
        </IconButton>
      )}
    </>
  );
  // Every row of TILE_ROWS.product and the actions row, each empty when there is nothing to show: the box
  // is the same for every product (tile-frame.css).
  return (
    <TileFrame
      kind="product"
      name={product.name}
      href={product.uri || product.path}
      image={product.images?.[0]}
      headingLevel={headingLevel}
      category={product.primary_category?.name}
      actions={actions}
    >
      {product.vendor?.name ? (
        <p className="tile-frame__meta">{product.vendor.name}</p>
      ) : (
        <div className="tile-frame__meta" />
      )}
      <Price product={product} />
      <div className="tile-frame__rating">
        <Rating
          value={product.average_rating || product.review_average_rating || 0}
          count={product.review_count ?? 0}
        />
      </div>
      {labels.length > 0 ? (
        <ul className="tile-product__labels">
          {labels.map((label) => (
            <li key={label.kind} className={`tile-product__label tile-product__label--${label.kind}`}>
              {label.text}
            </li>
          ))}
        </ul>
      ) : (
        <div className="tile-product__labels" />
      )}
      <Swatches product={product} />
    </TileFrame>
  );
}
