import { defineWidget } from '../../mount/define-widget';
import { PromoBanner, promoBannerProps } from './promo-banner';

export default defineWidget({ name: 'promo-banner', component: PromoBanner, props: promoBannerProps });
