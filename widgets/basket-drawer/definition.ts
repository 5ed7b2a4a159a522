import type { WidgetDefinition } from '../../mount/mount-slot';
import { BasketDrawer } from './basket-drawer';

/** What the browser entry mounts. */
export default {
  name: 'basket-drawer',
  component: BasketDrawer,
  // Its links (cartPath, checkoutPath), and the page's facts (shared/page-facts.ts) it reads for isCart.
  config: ['pageType', 'cartPath', 'checkoutPath', 'useStandaloneCart', 'useSearchPanel'],
} satisfies WidgetDefinition<object>;
