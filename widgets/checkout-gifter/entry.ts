import { defineWidget } from '../../mount/define-widget';
import { checkoutGifterWidget } from './definition';

export default defineWidget(checkoutGifterWidget);
