import { defineWidget } from '../../mount/define-widget';
import { promoBannerWidget } from './definition';

export default defineWidget(promoBannerWidget);
