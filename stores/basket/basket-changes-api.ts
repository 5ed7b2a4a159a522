import { http } from '../../shared/http/http';
import type { Basket } from '../../shared/commerce/basket-types';
import { readBasket } from './basket-payload';

// The basket's changes (designed in the fixture backend, fixtures/README.md): each answers { basket }. Apart from
// basket-api.ts so that they load with basket-actions.ts, not with the header on every page.
const BASE = '/users/cart';

/** `keepalive`: sent as the page goes away, so the browser finishes the request after the page is gone. */
export interface SendOptions {
  keepalive?: boolean;
}

export async function postAddItem(skuId: number, quantity: number, options: SendOptions = {}): Promise<Basket> {
  return readBasket(await http.post(`${BASE}/ajax_add_item`, { json: { sku_id: skuId, quantity }, ...options }).json());
}

export async function postUpdateItem(
  basketItemId: number,
  quantity: number,
  options: SendOptions = {},
): Promise<Basket> {
  return readBasket(
    await http
      .post(`${BASE}/ajax_update_item`, { json: { basket_item_id: basketItemId, quantity }, ...options })
      .json(),
  );
}

export async function postRemoveItem(basketItemId: number, options: SendOptions = {}): Promise<Basket> {
  return readBasket(
    await http.post(`${BASE}/ajax_remove_item`, { json: { basket_item_id: basketItemId }, ...options }).json(),
  );
}

/** Accepts a line's changed price, limited quantity or registry need (its confirmMessages). */
export async function postConfirmItem(basketItemId: number): Promise<Basket> {
  return readBasket(await http.post(`${BASE}/ajax_confirm_item`, { json: { basket_item_id: basketItemId } }).json());
}
