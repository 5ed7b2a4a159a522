import { describe, expect, it } from 'vitest';
import { cspFindings, metaPolicies } from './csp-rules';
import { parsePage } from './parse-page';

const STRICT = "script-src 'nonce-abc123' 'strict-dynamic'; object-src 'none'; style-src 'self' 'nonce-abc123'";

const rules = (tag: string, policy: string) => cspFindings(parsePage(tag), [policy]).map((finding) => finding.rule);

describe('the CSP nonce', () => {
  it.each([
    // tag, policy, a finding?
    ['<script type="module" src="/assets/loader.js" nonce="abc123"></script>', STRICT, false],
    ['<script type="module" src="/assets/loader.js"></script>', STRICT, true],
    ['<script type="module" src="/assets/loader.js" nonce="old"></script>', STRICT, true],
    // a template's placeholder cannot be compared: only its presence is
    ['<script type="module" src="/assets/loader.js" nonce="x"></script>', "script-src 'nonce-{{ nonce }}'", false],
    // ... and a placeholder with spaces in it is one source, so a page without the nonce is still found
    ['<script type="module" src="/assets/loader.js"></script>', "script-src 'nonce-{{ nonce }}'", true],
    ['<style>p{}</style>', "script-src 'self'; style-src 'nonce-{{ nonce }}'", true],
    // every JavaScript MIME type of the HTML standard runs; a type not on its list is a data block
    ['<script type="text/javascript1.5">go()</script>', STRICT, true],
    ['<script type="text/JavaScript1.0">go()</script>', STRICT, true],
    ['<script type="text/livescript">go()</script>', STRICT, true],
    ['<script type="text/javascript1.6">go()</script>', STRICT, false],
    // a JSON block is never executed
    ['<script type="application/json" id="site-config">{}</script>', STRICT, false],
    // a config block whose type would run is a script like any other
    ['<script id="site-config">{}</script>', STRICT, true],
    ['<style>p{}</style>', STRICT, true],
    ['<style nonce="abc123">p{}</style>', STRICT, false],
    // no nonce in the policy: nothing to ask
    ['<script src="/assets/loader.js"></script>', "script-src 'self'", false],
    // default-src stands in for script-src
    ['<script src="/assets/loader.js"></script>', "default-src 'nonce-abc123'", true],
    // without 'strict-dynamic', 'self' and the listed hosts and schemes allow a src script with no nonce
    ['<script type="module" src="/assets/loader.js"></script>', "script-src 'nonce-abc123' 'self'", false],
    [
      '<script type="module" src="/assets/loader.js"></script>',
      "script-src 'nonce-abc123' 'self' 'strict-dynamic'",
      true,
    ],
    ['<script src="https://cdn.example.com/v1/loader.js"></script>', "script-src 'nonce-abc123' 'self'", true],
    [
      '<script src="https://cdn.example.com/v1/loader.js"></script>',
      "script-src 'nonce-abc123' cdn.example.com",
      false,
    ],
    [
      '<script src="https://cdn.example.com/v1/loader.js"></script>',
      "script-src 'nonce-abc123' https://*.example.com",
      false,
    ],
    [
      '<script src="https://cdn.example.com/v1/loader.js"></script>',
      "script-src 'nonce-abc123' https://static.example.com",
      true,
    ],
    // the list allows it: a stale nonce does not matter then
    ['<script src="/assets/loader.js" nonce="old"></script>', "script-src 'nonce-abc123' 'self'", false],
    ['<script src="https://cdn.example.com/v1/loader.js"></script>', "script-src 'nonce-abc123' https:", false],
    ['<script src="//cdn.example.com/v1/loader.js"></script>', "script-src 'nonce-abc123' cdn.example.com", false],
    ['<script>go()</script>', "script-src 'nonce-abc123' 'self'", true],
    // an inline script may be allowed by its hash instead
    ['<script>go()</script>', "script-src 'nonce-abc123' 'sha256-AAAA'", false],
  ])('%s under %s: %s', (tag, policy, found) => {
    expect(rules(tag, policy)).toEqual(found ? ['csp-nonce'] : []);
  });

  it("allows an absolute URL of the page's own origin under 'self' when the page is a URL", () => {
    const page = parsePage('<script src="https://shop.example.com/assets/loader.js"></script>');
    expect(cspFindings(page, ["script-src 'nonce-abc123' 'self'"], 'https://shop.example.com/shop')).toEqual([]);
    expect(cspFindings(page, ["script-src 'nonce-abc123' 'self'"], 'https://other.example.com/shop')).not.toEqual([]);
  });

  it('names the loader wherever it is served from', () => {
    const [finding] = cspFindings(
      parsePage('<script type="module" src="https://cdn.example.com/v1/loader.js?v=3"></script>'),
      [STRICT],
    );
    expect(finding?.message).toMatch(/^loader\.js has no nonce, .*: no widget loads$/);
  });

  it("reads the page's own <meta> policy, not a report-only one", () => {
    const page = parsePage(
      `<meta http-equiv="content-security-policy" content="${STRICT}"><meta http-equiv="Content-Security-Policy-Report-Only" content="script-src 'none'">`,
    );
    expect(metaPolicies(page)).toEqual([STRICT]);
  });
});
