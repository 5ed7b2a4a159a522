import { defineWidget } from '../../mount/define-widget';
import { Ads } from './ads';

export default defineWidget({ name: 'ads', component: Ads, config: ['noAds', 'adSlots', 'gptSrc'] });
