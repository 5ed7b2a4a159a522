import { defineWidget } from '../../mount/define-widget';
import { LoyaltyBanner } from './loyalty-banner';

export default defineWidget({ name: 'loyalty-banner', component: LoyaltyBanner });
