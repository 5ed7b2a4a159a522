import { pageNonce } from '../../shared/page-nonce';
import { vendorSource, type Vendor } from '../../stores/checkout/checkout-config';

// On intent (a pointer over a choice, or focus on it) the vendor's script starts downloading, so the method
// opens sooner when chosen; the store's loader then adds the same URL as a script and finds it fetched.
// Nothing is fetched before the shopper moves towards a choice.

const GLOBALS: Partial<Record<Vendor, 'braintree' | 'paypal' | 'google'>> = {
  hostedFields: 'braintree',
  paypal: 'paypal',
  googlePay: 'google',
};
// A once-per-vendor guard, not state: nothing reads it.
const hinted = new Set<Vendor>();

export function prefetchVendor(vendor: Vendor): void {
  const global = GLOBALS[vendor];
  if (!global || hinted.has(vendor) || window[global]) return;
  hinted.add(vendor);
  const src = vendorSource(vendor);
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = src;
  link.nonce = pageNonce();
  document.head.append(link);
}

/** For tests. */
export function resetPrefetch(): void {
  hinted.clear();
}
