import { defineWidget } from '../../mount/define-widget';
import { checkoutCodesWidget } from './definition';

export default defineWidget(checkoutCodesWidget);
