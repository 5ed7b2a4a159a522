import * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CheckoutGiftNote } from './checkout-gift-note';

/** The served checkout answer (`{ checkoutOptions, orderReview, basket }`); a bare slot has none and loads it. */
export const checkoutGiftNoteProps = v.object({ checkout: v.optional(v.unknown()) });

export type CheckoutGiftNoteProps = v.InferOutput<typeof checkoutGiftNoteProps>;

/** What the browser entry mounts and a server render would render. */
export default { name: 'checkout-gift-note', component: CheckoutGiftNote, props: checkoutGiftNoteProps } satisfies WidgetDefinition<CheckoutGiftNoteProps>;
