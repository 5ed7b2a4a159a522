import { defineWidget } from '../../mount/define-widget';
import { checkoutPaymentWidget } from './definition';

export default defineWidget(checkoutPaymentWidget);
