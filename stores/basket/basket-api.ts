import { http } from '../../shared/http/http';
import { readBasket } from './basket-payload';
import type { Basket } from '../../shared/commerce/basket-types';

// The basket's GET (designed in the fixture backend, fixtures/README.md): answers { basket }. The changes' calls
// are in basket-changes-api.ts, with the code that makes them: every page loads this one, with the header.
const BASE = '/users/cart';

export async function fetchBasket(): Promise<Basket> {
  return readBasket(await http.get(`${BASE}/ajax_basket`).json());
}
