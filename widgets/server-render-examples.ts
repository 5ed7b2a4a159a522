import { FEATURES_NAVIGATION, GLOBAL_NAVIGATION_FEATURES, SHOP_NAVIGATION_FEATURES } from '../fixtures/data/navigation';
import { PROMO_BANNER } from '../fixtures/data/promo-banner';
import type { RenderInput } from '../mount/server/render-slot';

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
};
