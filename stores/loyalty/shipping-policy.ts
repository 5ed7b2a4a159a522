import * as v from 'valibot';

/**
 * The shop's Shipping policy config (shell spec section 3), as a page hands it over. How each field is read is
 * in widgets/loyalty-banner/README.md ("The shipping policy").
 */
export const shippingPolicySchema = v.object({
  /** The shop's free-shipping switch: `true`, or the general offer's threshold in dollars; `false` or null: off. */
  free_shipping: v.optional(v.unknown()),
  /** The lead-in of PREMIER's line. */
  loyalty_tagline: v.optional(v.string()),
  /** PREMIER's own free-shipping offer; without one the policy has no loyalty free shipping. */
  loyalty_free_shipping_message: v.optional(v.string()),
  /** The general offer, everyone's (usually with a threshold); never PREMIER's line. */
  free_shipping_message: v.optional(v.string()),
});

export type ShippingPolicy = v.InferOutput<typeof shippingPolicySchema>;

export interface FreeShippingLine {
  tagline: string | null;
  message: string;
}

/**
 * The policy's part of the free-shipping banner (the tier's is `$loyalty.showLoyaltyFreeShipping`): the policy
 * has loyalty free shipping when PREMIER has a message of its own and the shop's free shipping is not switched
 * off (`free_shipping` false, null or a negative threshold). Null: no loyalty free shipping.
 */
export function loyaltyFreeShippingLine(policy: ShippingPolicy | undefined): FreeShippingLine | null {
  const message = policy?.loyalty_free_shipping_message?.trim();
  const on = policy?.free_shipping;
  if (!message || on === false || on === null || (typeof on === 'number' && !(on >= 0))) return null;
  return { tagline: policy?.loyalty_tagline?.trim() || null, message };
}
