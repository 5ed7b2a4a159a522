import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutShipping, checkoutShippingProps } from './checkout-shipping';

/** What the browser entry mounts and a server render would render. */
export const checkoutShippingWidget: WidgetDefinition<v.InferOutput<typeof checkoutShippingProps>> = {
  name: 'checkout-shipping',
  component: CheckoutShipping,
  props: checkoutShippingProps,
};
