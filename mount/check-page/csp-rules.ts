import type { Finding } from './findings';
import { scriptType, type PageElement } from './parse-page';
import { isLoader } from './script-rules';

// The nonce (mount/README.md section 1, "Content Security Policy: the nonce"): under a policy whose scripts or
// styles need one, the page writes it on the loader's tag and on every <script> and <style> it writes itself.
// JSON blocks (`type="application/json"`) are never executed and need none, so the check asks none of them: a
// #site-config block whose type would execute is already an error of its own (config-block), and this rule then
// reports its missing nonce too, as the browser would refuse it.

/**
 * Script types a browser runs (HTML, "prepare the script element": none, module, importmap, speculationrules, or a
 * "JavaScript MIME type essence match" of the standard's list, MIME types section): anything else is a data block.
 */
const RUN = new RegExp(
  [
    '',
    'module',
    'importmap',
    'speculationrules',
    '(text|application)/(x-)?(java|ecma)script',
    'text/javascript1\\.[0-5]',
    'text/jscript',
    'text/livescript',
  ]
    .map((type) => `^${type}$`)
    .join('|'),
);

interface Directive {
  nonces: string[];
  hashes: boolean;
  /** Its sources but the nonces and hashes: 'self', hosts and schemes (`'strict-dynamic'` among them). */
  sources: string[];
}

// A directive's name and sources, a quoted source whole: a template's placeholder (`'nonce-{{ nonce }}'`) holds
// spaces, and split on whitespace it would be three sources and no nonce.
const tokens = (part: string) => part.match(/'[^']*'|[^\s']+/g) ?? [];

/** The directive a policy applies to script or style elements, if any, with its nonce and hash sources. */
function directive(policy: string, kind: 'script' | 'style'): Directive | undefined {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = tokens(part);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  const sources = directives.get(`${kind}-src-elem`) ?? directives.get(`${kind}-src`) ?? directives.get('default-src');
  if (!sources) return undefined;
  return {
    nonces: sources.flatMap((source) => /^'nonce-(.+)'$/i.exec(source)?.[1] ?? []),
    hashes: sources.some((source) => /^'sha(256|384|512)-/i.test(source)),
    sources: sources.map((source) => source.toLowerCase()),
  };
}

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:*]+|\*)(?::(\d+|\*))?(?:\/.*)?$/;
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A host or scheme source against an absolute URL (CSP, "Does url match expression"; its path is not compared). */
function matches(source: string, url: URL): boolean {
  // http: and http://host allow https too (CSP's upgrade).
  const scheme = (name: string) => url.protocol === name || (name === 'http:' && url.protocol === 'https:');
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return scheme(source);
  const host = HOST_SOURCE.exec(source);
  if (!host || source.startsWith("'")) return false;
  const [, protocol, wildcard, name, port] = host;
  if (protocol ? !scheme(`${protocol}:`) : !/^https?:$/.test(url.protocol)) return false;
  if (name === '*') return true;
  if (wildcard ? !url.hostname.endsWith(`.${name}`) : url.hostname !== name) return false;
  return !port || port === '*' || port === (url.port || DEFAULT_PORT[url.protocol]);
}

/**
 * Whether the directive runs a `src` script without its nonce: with no `'strict-dynamic'` (which turns 'self' and
 * the host lists off), a relative URL under 'self', an absolute one whose scheme or host the list names, or (a page
 * fetched from a URL) whose origin is the page's under 'self'.
 */
function allowsUrl(rule: Directive, src: string, page: URL | undefined): boolean {
  const { sources } = rule;
  if (sources.includes("'strict-dynamic'")) return false;
  const absolute = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src.trim());
  if (!absolute) return sources.includes("'self'");
  let url: URL;
  try {
    url = new URL(src.trim(), page ?? 'https://page.invalid/');
  } catch {
    return false;
  }
  if (page && url.origin === page.origin && sources.includes("'self'")) return true;
  return sources.some((source) => matches(source, url));
}

/** The page's own policies: `<meta http-equiv="Content-Security-Policy">` (not the report-only header's). */
export function metaPolicies(elements: readonly PageElement[]): string[] {
  return elements.flatMap((element) =>
    element.tag === 'meta' && element.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy'
      ? [element.attributes.get('content') ?? '']
      : [],
  );
}

// A nonce the policy names as a template placeholder (`'nonce-{{ nonce }}'`, a --csp flag) cannot be compared.
const realNonce = (nonce: string) => /^[A-Za-z0-9+/_=-]+$/.test(nonce);

/** `page`: the page's own URL, when it was fetched from one ('self' is its origin). */
export function cspFindings(elements: readonly PageElement[], policies: readonly string[], page?: string): Finding[] {
  const findings: Finding[] = [];
  const pageUrl = page && /^https?:\/\//i.test(page) ? new URL(page) : undefined;
  for (const element of elements) {
    const kind = element.tag === 'script' ? 'script' : element.tag === 'style' ? 'style' : undefined;
    if (!kind || (kind === 'script' && !RUN.test(scriptType(element)))) continue;
    const what = isLoader(element)
      ? 'loader.js'
      : `this <${kind}>${element.attributes.has('src') ? ` (${element.attributes.get('src')})` : ''}`;
    const nonce = element.attributes.get('nonce');
    for (const policy of policies) {
      const rule = directive(policy, kind);
      if (!rule?.nonces.length) continue;
      // An inline one may be allowed by its hash instead.
      if (rule.hashes && !element.attributes.has('src')) continue;
      const src = element.attributes.get('src');
      if (src !== undefined && allowsUrl(rule, src, pageUrl)) continue;
      const real = rule.nonces.filter(realNonce);
      if (nonce && (!real.length || real.includes(nonce))) continue;
      findings.push({
        rule: 'csp-nonce',
        severity: 'error',
        ...(nonce ? element.attributeAt('nonce') : element.at),
        message: nonce
          ? `${what} carries a nonce that is not the policy's ('nonce-${real[0]}'): the browser refuses it`
          : `${what} has no nonce, and the page's policy (${kind}-src 'nonce-…') runs only ${kind}s with one${what === 'loader.js' ? ': no widget loads' : ''}`,
      });
      break;
    }
  }
  return findings;
}
