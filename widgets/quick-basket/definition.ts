import type { WidgetDefinition } from '../../mount/mount-slot';
import { QuickBasket } from './quick-basket';
import './quick-basket.css';

/** What the browser entry mounts. */
export default {
  name: 'quick-basket',
  component: QuickBasket,
  config: ['productChooserDetailsPath'],
} satisfies WidgetDefinition<object>;
