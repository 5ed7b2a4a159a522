import * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutCodes } from './checkout-codes';

/** The served checkout answer (`{ checkoutOptions, orderReview, basket }`); a bare slot has none and loads it. */
export const checkoutCodesProps = v.object({ checkout: v.optional(v.unknown()) });

export type CheckoutCodesProps = v.InferOutput<typeof checkoutCodesProps>;

/** What the browser entry mounts and a server render would render. */
export default { name: 'checkout-codes', component: CheckoutCodes, props: checkoutCodesProps } satisfies WidgetDefinition<CheckoutCodesProps>;
