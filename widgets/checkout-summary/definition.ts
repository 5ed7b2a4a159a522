import * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutSummary } from './checkout-summary';

/** The served checkout answer (`{ checkoutOptions, orderReview, basket }`); a bare slot has none and loads it. */
export const checkoutSummaryProps = v.object({ checkout: v.optional(v.unknown()) });

export type CheckoutSummaryProps = v.InferOutput<typeof checkoutSummaryProps>;

/** What the browser entry mounts and a server render would render. */
export default { name: 'checkout-summary', component: CheckoutSummary, props: checkoutSummaryProps } satisfies WidgetDefinition<CheckoutSummaryProps>;
