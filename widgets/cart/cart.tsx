import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { BasketLine } from '../../shared/commerce/basket-line';
import { BasketSummary } from '../../shared/commerce/basket-summary';
import { RecommendedProducts } from '../../shared/commerce/recommended-products';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $basketView, changeQuantity, confirmItem, loadBasket, removeItem } from '../../stores/basket/basket';
import { $basketPreview, loadRecommendations } from '../../stores/basket/basket-preview';
import { recommendationTile } from '../../stores/basket/recommendations';
import { addProductToCart, prepareProductDetails, viewProductDetails } from '../../stores/tiles/tile-actions';
import './cart.css';

/** The cart page: the full basket review, on the same store and line component as the drawer. */
export function Cart() {
  const basket = useStore($basketView);
  const { recs, recsLoading } = useStore($basketPreview);
  useEffect(() => {
    void loadRecommendations();
  }, []);
  const checkoutPath = configValueOrUndefined('checkoutPath') ?? '/shop/checkout';
  return (
    <div className="cart">
      <h2 className="cart__heading">
        {basket.hasLoaded ? `${basket.numItems} ${basket.numItems === 1 ? 'item' : 'items'} in your cart` : 'Your cart'}
      </h2>
      {!basket.hasLoaded && !basket.loadFailed && <Skeleton label="Loading your cart" lines={4} />}
      {basket.loadFailed && !basket.hasLoaded && (
        <div className="cart__failed">
          <p>We could not load your cart.</p>
          <button type="button" onClick={() => void loadBasket()}>
            Try again
          </button>
        </div>
      )}
      {basket.hasLoaded && basket.empty && (
        <div className="cart__empty">
          <p>Your cart is empty.</p>
          <a href="/shop">Continue shopping</a>
        </div>
      )}
      {basket.hasLoaded && !basket.empty && (
        <div className="cart__layout">
          <ul className="cart__lines" aria-label="Items in your cart">
            {basket.lines.map((line) => (
              <BasketLine key={line.id} line={line} onQuantity={changeQuantity} onRemove={removeItem} onConfirm={(id) => void confirmItem(id)} />
            ))}
          </ul>
          <div className="cart__summary">
            <BasketSummary {...basket} checkoutPath={checkoutPath} />
            <a href="/shop">Continue shopping</a>
          </div>
        </div>
      )}
      {recsLoading ? (
        <Skeleton label="Loading recommendations" />
      ) : (
        <RecommendedProducts
          heading="Recommended for your cart"
          products={recs.slice(0, 8).map(recommendationTile)}
          onAddToCart={(product) => void addProductToCart(product)}
          onViewDetails={(product) => void viewProductDetails(product)}
          onDetailsIntent={prepareProductDetails}
        />
      )}
    </div>
  );
}
