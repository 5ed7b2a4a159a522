import * as v from 'valibot';
import { scriptSource } from '../../shared/config/schema';
import { configValueInOrUndefined } from '../../shared/config/site-config';

// The page config key only checkout reads (mount/README.md's table): where each payment vendor's SDK comes from.
// A vendor without a (valid) URL is still offered (the server render cannot read the page's config, and a
// choice vanishing as the section hydrates would move the page); choosing it says 'This payment method is not
// available right now. Please choose another.', as a vendor whose script fails does.

export type Vendor = 'hostedFields' | 'paypal' | 'applePay' | 'googlePay' | 'affirm';

const vendors = v.object({
  hostedFields: v.optional(scriptSource),
  paypal: v.optional(scriptSource),
  applePay: v.optional(scriptSource),
  googlePay: v.optional(scriptSource),
  affirm: v.optional(scriptSource),
});

export const checkoutConfigSchema = { checkoutVendors: v.optional(vendors, {}) };

export function vendorSource(vendor: Vendor): string | undefined {
  return configValueInOrUndefined(checkoutConfigSchema, 'checkoutVendors')?.[vendor];
}

/** Every vendor's script URL the page's config names: the only other origins the Trusted Types policy allows. */
export function vendorSources(): string[] {
  return Object.values(configValueInOrUndefined(checkoutConfigSchema, 'checkoutVendors') ?? {}).filter(
    (src) => src !== undefined,
  );
}
