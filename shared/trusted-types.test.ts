import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRUSTED_TYPES_POLICY } from './trusted-types';

const VENDOR = 'https://js.vendor.example/sdk.js';

// A fresh module for every test, as on a new page: the policy is made once per page.
let trustedScriptUrl: typeof import('./trusted-types').trustedScriptUrl;
let externalScript: typeof import('./trusted-types').externalScript;

beforeEach(async () => {
  vi.resetModules();
  ({ trustedScriptUrl, externalScript } = await import('./trusted-types'));
});
afterEach(() => {
  Reflect.deleteProperty(window, 'trustedTypes');
  document.head.innerHTML = '';
});

describe('trustedScriptUrl', () => {
  describe('given no Trusted Types (happy-dom, older browsers)', () => {
    it.each([
      ['a same-origin path', '/fake-vendors/paypal.js', []],
      ['a same-origin URL', `${location.origin}/assets/worker.js`, []],
      ['a configured https URL', VENDOR, [VENDOR]],
    ])('passes %s on as the string', (_what, url, configured) => {
      expect(trustedScriptUrl(url, configured)).toBe(url);
    });

    it.each([
      ['another origin not configured', 'https://evil.example/x.js', [VENDOR]],
      ['a configured URL that is not https', 'http://js.vendor.example/sdk.js', ['http://js.vendor.example/sdk.js']],
      ['a javascript: URL', 'javascript:alert(1)', ['javascript:alert(1)']],
      ['a data: URL', 'data:text/javascript,alert(1)', []],
      ['a protocol-relative URL', '//evil.example/x.js', []],
    ])('throws for %s', (_what, url, configured) => {
      expect(() => trustedScriptUrl(url, configured)).toThrow(TypeError);
    });
  });

  describe('given Trusted Types', () => {
    it(`creates the "${TRUSTED_TYPES_POLICY}" policy once, and its rule decides`, () => {
      const createPolicy = vi.fn(
        (_name: string, rules: { createScriptURL: (url: string, configured: readonly string[]) => string }) => ({
          createScriptURL: (url: string, configured: readonly string[]) =>
            `trusted:${rules.createScriptURL(url, configured)}`,
        }),
      );
      Object.assign(window, { trustedTypes: { createPolicy } });
      expect(trustedScriptUrl('/a.js')).toBe('trusted:/a.js');
      expect(trustedScriptUrl(VENDOR, [VENDOR])).toBe(`trusted:${VENDOR}`);
      expect(() => trustedScriptUrl('https://evil.example/x.js', [VENDOR])).toThrow(TypeError);
      expect(createPolicy).toHaveBeenCalledTimes(1);
      expect(createPolicy.mock.calls[0]![0]).toBe(TRUSTED_TYPES_POLICY);
    });

    it("falls back to its own check when the page's policy refuses the name", () => {
      Object.assign(window, {
        trustedTypes: {
          createPolicy: () => {
            throw new TypeError('Policy "storefront" disallowed.');
          },
        },
      });
      expect(trustedScriptUrl('/a.js')).toBe('/a.js');
      expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow(TypeError);
    });
  });
});

describe('externalScript', () => {
  it("is an async script with the page's nonce and the allowed URL, not yet in the page", () => {
    const loader = document.createElement('script');
    loader.setAttribute('nonce', '');
    Object.assign(loader, { nonce: 'n0nce' });
    document.head.append(loader);
    const script = externalScript(VENDOR, [VENDOR]);
    expect(script.src).toBe(VENDOR);
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('n0nce');
    expect(script.isConnected).toBe(false);
  });

  it('throws for a URL the policy does not allow', () => {
    expect(() => externalScript('https://evil.example/x.js', [VENDOR])).toThrow(TypeError);
  });
});
