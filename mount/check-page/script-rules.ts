import type { CheckedWidget } from './contract-tables';
import type { Finding } from './findings';
import { scriptType, type PageElement } from './parse-page';
import { isPropsBlock, type Slot } from './slots';

// The page's scripts: the loader once, as a module (mount/README.md section 1), the JSON blocks escaped for HTML
// (section 3, "Escape the JSON for HTML") and the CSRF token the widgets' requests carry (section 4).

const fileName = (src: string) => src.replace(/[?#].*$/, '').replace(/^.*\//, '');
/** The loader's tag, wherever dist/ is served from (a CDN, a query string to bust a cache). */
export const isLoader = (element: PageElement) =>
  element.tag === 'script' && fileName(element.attributes.get('src') ?? '') === 'loader.js';

/** A widget's own entry, included without the loader (section 7): `<name>-<hash>.js`. */
function includedEntry(element: PageElement, widgets: ReadonlyMap<string, CheckedWidget>): boolean {
  const match = /^(.+)-[A-Za-z0-9_]+\.js$/.exec(fileName(element.attributes.get('src') ?? ''));
  return element.tag === 'script' && Boolean(match && widgets.has(match[1]!));
}

export function loaderFindings(
  elements: readonly PageElement[],
  slots: readonly Slot[],
  widgets: ReadonlyMap<string, CheckedWidget>,
): Finding[] {
  const loaders = elements.filter(isLoader);
  const [loader] = loaders;
  const findings: Finding[] = [];
  if (!loader) {
    const [slot] = slots;
    if (slot && !elements.some((element) => includedEntry(element, widgets))) {
      findings.push({
        rule: 'loader',
        severity: 'error',
        ...slot.element.at,
        message: 'the page has widget slots but no <script type="module" src=".../loader.js">: nothing loads them',
      });
    }
    return findings;
  }
  if (scriptType(loader) !== 'module') {
    findings.push({
      rule: 'loader',
      severity: 'error',
      ...loader.at,
      message: 'loader.js is not included as a module: write <script type="module" src=".../loader.js">',
    });
  }
  for (const extra of loaders.slice(1)) {
    findings.push({
      rule: 'loader',
      severity: 'error',
      ...extra.at,
      message: `loader.js is included twice (first on line ${loader.at.line}); include it once`,
    });
  }
  return findings;
}

// The script's text as the HTML tokenizer walks it ("script data" states): `<!--` opens the escaped state, where
// `<script` opens the double-escaped one; there a `</script>` only goes back to escaped, so the block's own end
// tag no longer ends it and the page's markup after it is read as script text, to the next `</script>`. `-->`
// goes back to plain script text from either. A lone `<!--` or `<script` changes nothing.
const STEP = /<!--|-->|<(\/?)script(?=[\t\n\f\r />])/gi;

/** Where the `<!--` is that led into the double-escaped state without a `-->` out of it, if one did. */
function doubleEscaped(text: string): number | undefined {
  let state: 'data' | 'escaped' | 'double' = 'data';
  let opened = 0;
  for (const step of text.matchAll(STEP)) {
    const [token, close] = step;
    if (token === '<!--' && state === 'data') [state, opened] = ['escaped', step.index];
    else if (token === '-->') state = 'data';
    else if (!close && state === 'escaped' && token !== '<!--') state = 'double';
    else if (close && state === 'double') return opened;
  }
  return state === 'double' ? opened : undefined;
}

// The contract's escapes (shared/json-for-script.ts writes every one): harmless to the parser but for the case
// above, yet a sign the JSON was not escaped.
const UNESCAPED = /<!--|<\/?script|[<>&\u2028\u2029]/i;

export function jsonEscapeFindings(elements: readonly PageElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const element of elements) {
    if (element.tag !== 'script' || scriptType(element) !== 'application/json') continue;
    const name =
      element.attributes.get('id') === 'site-config'
        ? 'the #site-config block'
        : isPropsBlock(element)
          ? 'a data-props block'
          : 'a JSON block';
    const opened = doubleEscaped(element.text);
    if (opened !== undefined) {
      findings.push({
        rule: 'json-escape',
        severity: 'error',
        ...element.textAt(opened),
        message: `${name} holds "<!--" and then "<script": its own </script> no longer ends it, and the rest of the page becomes script text; write < as \\u003c`,
      });
      continue;
    }
    const unescaped = UNESCAPED.exec(element.text);
    if (!unescaped) continue;
    const [text] = unescaped;
    const shown = text.length === 1 && text > '~' ? `U+${text.charCodeAt(0).toString(16).toUpperCase()}` : text;
    findings.push({
      rule: 'json-escape',
      severity: 'warning',
      ...element.textAt(unescaped.index),
      message: `${name} holds an unescaped "${shown}"; escape <, >, & and U+2028/U+2029 as \\u003c, \\u003e, \\u0026, \\u2028/\\u2029`,
    });
  }
  return findings;
}

/** Widgets' requests that are not a GET carry the page's token (section 4); without it the server refuses them. */
export function csrfFindings(elements: readonly PageElement[], slots: readonly Slot[]): Finding[] {
  const [slot] = slots;
  const meta = elements.find((element) => element.tag === 'meta' && element.attributes.get('name') === 'csrf-token');
  if (!slot || meta?.attributes.get('content')?.trim()) return [];
  return [
    {
      rule: 'csrf-meta',
      severity: 'warning',
      ...(meta ?? slot.element).at,
      message: meta
        ? 'the <meta name="csrf-token"> is empty: a widget that saves anything sends it as X-CSRF-Token'
        : 'no <meta name="csrf-token">: a widget that saves anything sends it as X-CSRF-Token',
    },
  ];
}
