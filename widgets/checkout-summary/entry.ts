import { defineWidget } from '../../mount/define-widget';
import { checkoutSummaryWidget } from './definition';

export default defineWidget(checkoutSummaryWidget);
