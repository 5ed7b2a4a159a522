import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutShipping, checkoutShippingProps } from './checkout-shipping';

/** What the browser entry mounts and a server render would render. */
export default {
  name: 'checkout-shipping',
  component: CheckoutShipping,
  props: checkoutShippingProps,
} satisfies WidgetDefinition<v.InferOutput<typeof checkoutShippingProps>>;
