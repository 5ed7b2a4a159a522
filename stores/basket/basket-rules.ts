import { formatAmount } from '../../shared/format/money';
import type { BasketItem } from '../../shared/commerce/basket-types';

// Pure rules of the basket (shopping spec sections 3, 5, 8 and 9), tested from the spec's own tables.

/** quantity ceiling: current + 14, capped by the sku's inventory (never below the current quantity's floor of 0). */
export function quantityMax(quantity: number, skuInventory: number): number {
  return Math.max(0, Math.min(quantity + 14, skuInventory));
}

/** Two decimals, a trailing '.00' dropped. */
export function priceTotal(quantity: number, price: number): string {
  return formatAmount(quantity * price);
}

export const BASKET_ERRORS = {
  priceChange: 'An item in your cart has changed price. Please review the cart and confirm price change to proceed.',
  outOfStock: 'There is an item in your cart no longer in stock. Please review the cart and remove item to proceed.',
  registry: 'There is a problem with one of the registry items in your cart. Please review the cart to proceed.',
  generic: 'There is a problem with your cart. Please refresh the page to proceed.',
} as const;

type MessagesOf = Pick<BasketItem, 'removeMessages' | 'confirmMessages'>;

/** The basket error message, by the spec's priority: price change, out of stock, registry, generic, else ''. */
export function basketErrorMessage(items: readonly MessagesOf[]): string {
  const confirm = items.flatMap((item) => item.confirmMessages);
  if (confirm.some((message) => message.kind === 'price_change')) return BASKET_ERRORS.priceChange;
  if (items.some((item) => item.removeMessages.length > 0)) return BASKET_ERRORS.outOfStock;
  if (confirm.some((message) => message.kind === 'registry_need')) return BASKET_ERRORS.registry;
  if (confirm.length > 0) return BASKET_ERRORS.generic;
  return '';
}

export function numItems(items: readonly Pick<BasketItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function subTotal(items: readonly Pick<BasketItem, 'quantity' | 'price'>[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.quantity * item.price, 0) * 100) / 100;
}
