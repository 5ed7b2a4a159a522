import { defineWidget } from '../../mount/define-widget';
import { LoyaltyBanner, loyaltyBannerProps } from './loyalty-banner';

export default defineWidget({ name: 'loyalty-banner', component: LoyaltyBanner, props: loyaltyBannerProps });
