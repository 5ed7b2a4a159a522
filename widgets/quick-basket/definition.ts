import type { WidgetDefinition } from '../../mount/mount-slot';
import { QuickBasket } from './quick-basket';
import './quick-basket.css';

/** What the browser entry mounts. */
export default {
  name: 'quick-basket',
  component: QuickBasket,
  // Its own, and the basket preview's (openBasketPreview after an add: the standalone cart goes to cartPath).
  config: ['productChooserDetailsPath', 'emailFulfilledProductIds', 'useStandaloneCart', 'cartPath'],
} satisfies WidgetDefinition<object>;
