import type { WidgetDefinition } from '../../mount/mount-slot';
import { checkoutSectionProps, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { CheckoutShipping } from './checkout-shipping';

/** What the browser entry mounts and a server render renders (its first render comes from props alone). */
export default {
  name: 'checkout-shipping',
  component: CheckoutShipping,
  props: checkoutSectionProps,
} satisfies WidgetDefinition<CheckoutSectionProps>;
