import type { WidgetDefinition } from '../../mount/mount-slot';
import { checkoutSectionProps, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { CheckoutPayment } from './checkout-payment';

/** What the browser entry mounts and a server render renders (its first render comes from props alone). */
export const checkoutPaymentWidget: WidgetDefinition<CheckoutSectionProps> = { name: 'checkout-payment', component: CheckoutPayment, props: checkoutSectionProps };
