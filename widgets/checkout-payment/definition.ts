import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutPayment, checkoutPaymentProps } from './checkout-payment';

/** What the browser entry mounts (and the server render may render: its first render comes from props alone). */
export default {
  name: 'checkout-payment',
  component: CheckoutPayment,
  props: checkoutPaymentProps,
} satisfies WidgetDefinition<v.InferOutput<typeof checkoutPaymentProps>>;
