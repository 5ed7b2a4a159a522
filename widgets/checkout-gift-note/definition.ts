import type { WidgetDefinition } from '../../mount/mount-slot';
import { checkoutSectionProps, type CheckoutSectionProps } from '../../shared/checkout/checkout-section';
import { CheckoutGiftNote } from './checkout-gift-note';

/** What the browser entry mounts and a server render renders (its first render comes from props alone). */
export default {
  name: 'checkout-gift-note',
  component: CheckoutGiftNote,
  props: checkoutSectionProps,
} satisfies WidgetDefinition<CheckoutSectionProps>;
