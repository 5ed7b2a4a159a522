import type { WidgetDefinition } from '../../mount/mount-slot';
import { checkoutSectionProps, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { CheckoutSummary } from './checkout-summary';

/** What the browser entry mounts and a server render renders (its first render comes from props alone). */
export default {
  name: 'checkout-summary',
  component: CheckoutSummary,
  props: checkoutSectionProps,
} satisfies WidgetDefinition<CheckoutSectionProps>;
