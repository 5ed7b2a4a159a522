import { useEffect } from 'react';
import { announce } from '../../shared/ui/live-region';
import { $basketView } from '../../stores/basket/basket';
import { $flash } from '../../stores/flash';

/**
 * While the drawer is open, changes are read out politely ("3 items in your cart") and errors assertively:
 * the page's own flash bar sits behind the modal, where screen readers do not look.
 */
export function useBasketAnnouncements(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    let count = $basketView.get().numItems;
    const stopCount = $basketView.listen((view) => {
      if (view.numItems === count) return;
      count = view.numItems;
      announce(`${count} ${count === 1 ? 'item' : 'items'} in your cart`);
    });
    const stopErrors = $flash.listen(({ notification, fading }) => {
      if (notification?.isError && !fading) announce(notification.message, 'assertive');
    });
    return () => {
      stopCount();
      stopErrors();
    };
  }, [open]);
}
