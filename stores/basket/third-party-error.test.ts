import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A third-party error can be set (shopping spec, section 4): the basket's thirdPartyError, which the drawer's and
// the cart page's summary show. Nothing in the product sets it today: the checkout's payment vendors report their
// failures in the payment section (stores/checkout/wallet-payment.ts).

let $basket: typeof import('./basket').$basket;
let $basketView: typeof import('./basket').$basketView;
let refreshBasket: typeof import('./basket').refreshBasket;
let resetBasket: typeof import('./basket').resetBasket;
let setThirdPartyError: typeof import('./basket').setThirdPartyError;

const line = {
  id: 1,
  skuId: 11,
  productId: 1,
  name: 'Pan',
  productName: 'Pan',
  uri: '',
  vendorId: 0,
  options: [],
  images: [],
  quantity: 1,
  price: 5,
  originalPrice: 5,
  emailFulfillment: false,
  isRegistry: false,
  registryId: null,
  preOrder: false,
  expressShippable: false,
  removeMessages: [],
  confirmMessages: [],
  skuInventory: 9,
};
const basket = {
  basketId: 'b1',
  vendors: [],
  numItems: 1,
  numLineItems: 1,
  empty: false,
  orderable: true,
  subTotal: 5,
  shippingSubtotal: 0,
  containsEmailFulfillment: false,
  hasRegistryItems: false,
  hasPreOrder: false,
  shipments: [],
  basketItems: [line],
};

beforeEach(async () => {
  vi.resetModules();
  // Watching the view mounts the store, which loads the basket: that load stays out, the test's refresh is the server's word.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  ({ $basket, $basketView, refreshBasket, resetBasket, setThirdPartyError } = await import('./basket'));
});
afterEach(() => {
  resetBasket();
  vi.unstubAllGlobals();
});

describe("the basket's third-party error", () => {
  it('is none at first; set, it is in the basket and its view', () => {
    expect($basketView.get().thirdPartyError).toBeNull();
    setThirdPartyError('PayPal could not start.');
    expect($basket.get().thirdPartyError).toBe('PayPal could not start.');
    expect($basketView.get().thirdPartyError).toBe('PayPal could not start.');
  });

  it("stays through a refresh with the server's basket, which does not carry it, and goes when set to null", () => {
    setThirdPartyError('PayPal could not start.');
    refreshBasket(basket);
    expect($basketView.get()).toMatchObject({
      hasLoaded: true,
      numItems: 1,
      thirdPartyError: 'PayPal could not start.',
    });
    setThirdPartyError(null);
    expect($basketView.get().thirdPartyError).toBeNull();
    expect($basketView.get()).toMatchObject({ hasLoaded: true, numItems: 1 });
  });

  it('changes nothing else: lines, loading ids and the error message stay', () => {
    refreshBasket({
      ...basket,
      basketItems: [{ ...line, removeMessages: [{ kind: 'out_of_stock', message: 'Gone' }] }],
    });
    const before = $basketView.get();
    setThirdPartyError('Google Pay is not ready.');
    expect($basketView.get()).toEqual({ ...before, thirdPartyError: 'Google Pay is not ready.' });
  });
});
