import { pageNonce } from './page-nonce';

// Trusted Types (mount/README.md, "Content Security Policy"): every script URL the bundle hands the DOM passes
// this one policy, which allows the page's own origin and the https URLs the caller names, each taken from the
// page's config (a payment vendor's SDK, GPT, the social SDK), and throws on anything else. Never pass a URL
// from server data here: the caller's list is the whole allowlist. Without Trusted Types (older
// browsers, happy-dom) the same check runs and the string is used.

export const TRUSTED_TYPES_POLICY = 'storefront';

type ScriptUrlRule = (url: string, configured: readonly string[]) => string;
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: ScriptUrlRule }): { createScriptURL: ScriptUrlRule };
}

// A vendor handle, not state: a page may create a policy name once, so it is made on first use and kept.
let policy: { createScriptURL: ScriptUrlRule } | null | undefined;

const allow: ScriptUrlRule = (url, configured) => {
  if (
    new URL(url, location.href).origin === location.origin ||
    (url.startsWith('https://') && configured.includes(url))
  )
    return url;
  throw new TypeError(`[widgets] script URL not allowed: ${url}`);
};

/** The URL as a TrustedScriptURL (a string where there are none), for `script.src` and `new Worker`. */
export function trustedScriptUrl(url: string, configured: readonly string[] = []): string {
  if (policy === undefined) {
    try {
      // A page whose own CSP does not list the name makes createPolicy throw: the plain string is used.
      policy =
        (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
          createScriptURL: allow,
        }) ?? null;
    } catch {
      policy = null;
    }
  }
  return (policy ?? { createScriptURL: allow }).createScriptURL(url, configured);
}

/**
 * A `<script async>` for a third party's SDK: the page's nonce, its URL through the policy (which throws for a URL
 * it does not allow; by default, the page config's `src` itself). The caller adds its listeners and appends it.
 */
export function externalScript(src: string, configured: readonly string[] = [src]): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = trustedScriptUrl(src, configured);
  script.nonce = pageNonce();
  script.async = true;
  return script;
}
