import { defineWidget } from '../../mount/define-widget';
import { checkoutShippingWidget } from './definition';

export default defineWidget(checkoutShippingWidget);
