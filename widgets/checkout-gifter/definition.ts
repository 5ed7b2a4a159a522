import type { WidgetDefinition } from '../../mount/mount-slot';
import { checkoutSectionProps, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { CheckoutGifter } from './checkout-gifter';

/** What the browser entry mounts and a server render renders (its first render comes from props alone). */
export default {
  name: 'checkout-gifter',
  component: CheckoutGifter,
  props: checkoutSectionProps,
} satisfies WidgetDefinition<CheckoutSectionProps>;
