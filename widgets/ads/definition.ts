import type { WidgetDefinition } from '../../mount/mount-slot';
import { Ads } from './ads';

/** What the browser entry mounts: no props; the slot definitions are the page config's `adSlots`. */
export const adsWidget: WidgetDefinition<object> = { name: 'ads', component: Ads, config: ['noAds', 'adSlots', 'gptSrc'] };
