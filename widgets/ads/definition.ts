import type { WidgetDefinition } from '../../mount/mount-slot';
import { Ads } from './ads';

/** What the browser entry mounts: no props; the slot definitions are the page config's `adSlots`. */
export default {
  name: 'ads',
  component: Ads,
  config: ['adSlots', 'gptSrc', 'noAds'],
} satisfies WidgetDefinition<object>;
