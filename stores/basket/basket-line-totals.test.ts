import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A basket item's derived totals (shopping spec, section 3): priceTotal and originalPriceTotal, each quantity
// times its price, in two decimals with a trailing '.00' dropped. They are derived in the store's view of
// each line ($basketView), which the drawer and the cart page draw.

let $basketView: typeof import('./basket').$basketView;
let refreshBasket: typeof import('./basket').refreshBasket;
let resetBasket: typeof import('./basket').resetBasket;
let changeQuantity: typeof import('./basket-actions').changeQuantity;
let addItem: typeof import('./basket-actions').addItem;

const item = (quantity: number, price: number, originalPrice: number) => ({
  id: 1,
  skuId: 11,
  productId: 1,
  name: 'Dutch Oven',
  productName: 'Dutch Oven',
  uri: '/products/1',
  vendorId: 0,
  options: [],
  images: [],
  quantity,
  price,
  originalPrice,
  emailFulfillment: false,
  isRegistry: false,
  registryId: null,
  preOrder: false,
  expressShippable: false,
  removeMessages: [],
  confirmMessages: [],
  skuInventory: 40,
});
const basketOf = (...items: Array<ReturnType<typeof item>>) => ({
  basketId: 'b1',
  vendors: [],
  numItems: 0,
  numLineItems: items.length,
  empty: items.length === 0,
  orderable: true,
  subTotal: 0,
  shippingSubtotal: 0,
  containsEmailFulfillment: false,
  hasRegistryItems: false,
  hasPreOrder: false,
  shipments: [],
  basketItems: items,
});
const firstLine = () => $basketView.get().lines[0]!;

beforeEach(async () => {
  vi.useFakeTimers();
  // Reading the view mounts the store, which loads the basket: that load stays out, each test's refresh is
  // the server's word.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  vi.resetModules();
  ({ $basketView, refreshBasket, resetBasket } = await import('./basket'));
  ({ changeQuantity, addItem } = await import('./basket-actions'));
});
afterEach(() => {
  resetBasket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a basket line's originalPriceTotal", () => {
  it.each([
    ['two decimals', 3, 10, 12.5, '37.50', '30'],
    ["a trailing '.00' dropped", 2, 12.5, 15, '30', '25'],
    ['rounded to the cent, float noise and all', 3, 0.1, 0.1, '0.30', '0.30'],
    ["rounded up to a whole, then its '.00' dropped", 1, 19.5, 19.999, '20', '19.50'],
    ['of one item', 1, 8.25, 9.99, '9.99', '8.25'],
  ])(
    'quantity x originalPrice, %s: %s at %s, was %s -> %s (priceTotal %s)',
    (_case, quantity, price, originalPrice, expected, priceTotal) => {
      refreshBasket(basketOf(item(quantity, price, originalPrice)));
      expect(firstLine()).toMatchObject({ originalPriceTotal: expected, priceTotal });
    },
  );

  it("stays the server's, for the quantity it confirmed, while a change is on its way", () => {
    refreshBasket(basketOf(item(2, 10, 12.5)));
    changeQuantity(1, 5);
    expect(firstLine()).toMatchObject({ quantity: 5, updating: true, originalPriceTotal: '25', priceTotal: '20' });
  });

  it('is empty on a line the server has not seen yet', () => {
    refreshBasket(basketOf());
    addItem(77, 2, { productId: 7, name: 'Linen Napkins', price: 5 });
    expect(firstLine()).toMatchObject({ provisional: true, originalPriceTotal: '', priceTotal: '' });
  });
});
