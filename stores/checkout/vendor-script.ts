import { externalScript } from '../../shared/trusted-types';
import { vendorSource, vendorSources, type Vendor } from './checkout-config';

// A payment vendor's SDK, added with a script tag when the shopper first chooses its method. Each loads once
// per page; a failed load is tried again on the next choice.

/** A blocked script may never answer: after this long the vendor counts as unavailable. */
const VENDOR_TIMEOUT_MS = 15_000;

const loads = new Map<Vendor, Promise<void>>();

function add(vendor: Vendor): Promise<void> {
  const src = vendorSource(vendor);
  if (!src) return Promise.reject(new Error(`no script source for ${vendor}`));
  return new Promise<void>((resolve, reject) => {
    // A URL the Trusted Types policy does not allow throws here: the load rejects.
    const script = externalScript(src, vendorSources());
    const timer = setTimeout(
      () => fail(new Error(`${vendor} did not load within ${VENDOR_TIMEOUT_MS} ms`)),
      VENDOR_TIMEOUT_MS,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.dataset.vendor = vendor;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`${vendor} did not load (${src})`));
    document.head.append(script);
  });
}

/** Loads the vendor's script once; `ready` reads its global and throws when the script did not define it. */
export async function loadVendor<T>(vendor: Vendor, ready: () => T | undefined): Promise<T> {
  const present = ready();
  if (present) return present;
  let load = loads.get(vendor);
  if (!load) {
    load = add(vendor).catch((error: unknown) => {
      loads.delete(vendor);
      throw error;
    });
    loads.set(vendor, load);
  }
  await load;
  const value = ready();
  if (!value) {
    loads.delete(vendor);
    throw new Error(`${vendor} loaded without its API`);
  }
  return value;
}

/** For tests. */
export function resetVendors(): void {
  loads.clear();
}
