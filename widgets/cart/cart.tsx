import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import * as v from 'valibot';
import { BasketLines, BasketState } from '../../shared/commerce/basket-states';
import { BasketSummary } from '../../shared/commerce/basket-summary';
import { RecommendedProducts } from '../../shared/commerce/recommended-products';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { $basketView, loadBasket, seedBasket } from '../../stores/basket/basket';
import { changeQuantity, confirmItem, removeItem } from '../../stores/basket/basket-actions';
import { $basketPreview, loadRecommendations } from '../../stores/basket/basket-preview';
import { recommendationTile } from '../../stores/basket/recommendations';
import { addProductToCart, prepareProductDetails, viewProductDetails } from '../../stores/tiles/tile-actions';
import './cart.css';

export const cartProps = v.object({
  /** The basket as the server rendered it: shown at once, so the page does not jump while it loads again. */
  basket: v.optional(v.unknown()),
});

/** The cart page: the full basket review, on the same store and line component as the drawer. */
export function Cart({ basket: served }: v.InferOutput<typeof cartProps>) {
  // Before the first paint, so the review shows at once; in an effect, so no other root is told mid-render.
  useLayoutEffect(() => {
    if (served !== undefined) seedBasket(served);
  }, [served]);
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
      <BasketState {...basket} onRetry={() => void loadBasket()} />
      {basket.hasLoaded && !basket.empty && (
        <div className="cart__layout">
          <BasketLines
            lines={basket.lines}
            className="cart__lines"
            onQuantity={changeQuantity}
            onRemove={removeItem}
            onConfirm={(id) => void confirmItem(id)}
          />
          <div className="cart__summary">
            <BasketSummary {...basket} checkoutPath={checkoutPath} />
            <a href="/shop">Continue shopping</a>
          </div>
        </div>
      )}
      {/* Its height is held from the server's markup on, so the page does not move when tiles arrive. */}
      <div className="cart__recs">
        {recsLoading ? (
          <Skeleton label="Loading recommendations" />
        ) : (
          <RecommendedProducts
            heading="Recommended for your cart"
            products={recs.slice(0, 6).map(recommendationTile)}
            onAddToCart={(product) => void addProductToCart(product)}
            onViewDetails={(product) => void viewProductDetails(product)}
            onDetailsIntent={prepareProductDetails}
          />
        )}
      </div>
    </div>
  );
}
