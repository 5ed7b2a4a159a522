import { FEATURES_NAVIGATION, GLOBAL_NAVIGATION_FEATURES, SHOP_NAVIGATION_FEATURES } from '../fixtures/data/navigation';
import { PROMO_BANNER } from '../fixtures/data/promo-banner';
import type { RenderInput } from '../mount/server/render-slot';
import { checkoutAnswer } from '../stores/checkout/checkout-test-server';

/**
 * One render request per widget of widgets/server-render.ts, as a page would send it: the tests render each
 * without a DOM or a request, and hydrate each without a mismatch. A widget added there needs one here.
 */
export const SERVER_RENDER_EXAMPLES: Record<string, RenderInput> = {
  header: {
    config: { pageType: 'recipe', cartPath: '/users/cart' },
    props: {
      siteName: 'Fifty-Two Kitchen',
      cartCount: '2',
      links: [{ name: 'Recipes', uri: '/recipes' }, { name: 'Shop', uri: '/shop' }],
      navigation: { global_navigation: { features: GLOBAL_NAVIGATION_FEATURES }, shop_navigation: { features: SHOP_NAVIGATION_FEATURES } },
    },
    url: 'https://shop.example/recipes/genius-roast-chicken?q=soup',
  },
  'promo-banner': { config: { pageType: 'home' }, props: { banner: PROMO_BANNER }, url: 'https://shop.example/' },
  'features-bar': { config: { pageType: 'home' }, props: { ...FEATURES_NAVIGATION }, url: 'https://shop.example/' },
  ...checkoutSections(),
};

/**
 * The checkout page's sections, each with the whole checkout in its props (a guest's, with a registry gift so the
 * gifter section has something to show, a saved address and card, and a promo code).
 */
function checkoutSections(): Record<string, RenderInput> {
  const checkout = checkoutAnswer({
    registryGifts: [{ registryId: 7702, registryName: 'Sam & Alex’s Wedding Registry', itemIds: [11] }],
    promoCode: { code: 'WELCOME10', message: '10% off your order' },
    gifterName: 'Robin',
  });
  const input = { config: { pageType: 'checkout' }, props: { checkout }, url: 'https://shop.example/shop/checkout' };
  const names = ['checkout-shipping', 'checkout-gifter', 'checkout-payment', 'checkout-codes', 'checkout-gift-note', 'checkout-summary'];
  return Object.fromEntries(names.map((name) => [name, input]));
}
