import * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutGifter } from './checkout-gifter';

/** The served checkout answer (`{ checkoutOptions, orderReview, basket }`); a bare slot has none and loads it. */
export const checkoutGifterProps = v.object({ checkout: v.optional(v.unknown()) });

export type CheckoutGifterProps = v.InferOutput<typeof checkoutGifterProps>;

/** What the browser entry mounts and a server render would render. */
export default { name: 'checkout-gifter', component: CheckoutGifter, props: checkoutGifterProps } satisfies WidgetDefinition<CheckoutGifterProps>;
