import { useStore } from '@nanostores/react';
import { memo } from 'react';
import { BasketLines, BasketState } from '../../shared/commerce/basket-states';
import { BasketSummary } from '../../shared/commerce/basket-summary';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { pageFacts } from '../../shared/page-facts';
import { Drawer } from '../../shared/ui/drawer/drawer';
import { $basketView, loadBasket } from '../../stores/basket/basket';
import { changeQuantity, confirmItem, removeItem } from '../../stores/basket/basket-actions';
import { $basketPreview, closeBasketPreview, goToCart } from '../../stores/basket/basket-preview';
import { $flash } from '../../stores/flash';
import { BasketRecommendations } from './basket-recommendations';
import { useBasketAnnouncements } from './use-basket-announcements';
import './basket-drawer.css';

const PREVIEW_OPEN: Array<'showBasketPreview'> = ['showBasketPreview'];
const onOpenChange = (open: boolean) => !open && closeBasketPreview();
const retry = () => void loadBasket();
const confirm = (id: number) => void confirmItem(id);

/**
 * The basket preview: a right drawer opened and closed through the basket preview store, so the header's
 * cart button, a tile's View Cart button and any other opener share one action. Opening re-renders the frame
 * alone: its body listens to the basket, not to the open state (the first tap's work is the dialog's).
 */
export function BasketDrawer() {
  const { showBasketPreview } = useStore($basketPreview, { keys: PREVIEW_OPEN });
  useBasketAnnouncements(showBasketPreview);
  return (
    <Drawer.Root open={showBasketPreview} onOpenChange={onOpenChange}>
      <Drawer.Content side="right" className="basket-drawer">
        <DrawerBody />
      </Drawer.Content>
    </Drawer.Root>
  );
}

const DrawerBody = memo(function DrawerBody() {
  const basket = useStore($basketView);
  const { notification } = useStore($flash);
  const checkoutPath = configValueOrUndefined('checkoutPath') ?? '/shop/checkout';
  const cartPath = configValueOrUndefined('cartPath') ?? '/users/cart';
  // On the cart page itself there is no "View full cart": the shopper is on it.
  const { isCart } = pageFacts();
  return (
    <>
      <Drawer.Title>Your Cart</Drawer.Title>
      <Drawer.Description className="basket-drawer__count">
        {basket.hasLoaded ? `${basket.numItems} ${basket.numItems === 1 ? 'item' : 'items'}` : 'Loading'}
      </Drawer.Description>
      <Drawer.Close label="Close cart" />
      {/* The page behind a modal is inert: its flash bar cannot be read, so errors show here too. */}
      {notification?.isError && <p className="basket-drawer__flash">{notification.message}</p>}
      <BasketState {...basket} onRetry={retry} onContinue={closeBasketPreview} />
      {basket.hasLoaded && !basket.empty && (
        <>
          <BasketLines
            lines={basket.lines}
            className="basket-drawer__lines"
            onQuantity={changeQuantity}
            onRemove={removeItem}
            onConfirm={confirm}
          />
          <BasketSummary {...basket} checkoutPath={checkoutPath} />
          {!isCart && (
            <a
              className="basket-drawer__cart-link"
              href={cartPath}
              onClick={(event) => {
                event.preventDefault();
                void goToCart();
              }}
            >
              View full cart
            </a>
          )}
        </>
      )}
      <BasketRecommendations />
    </>
  );
});
