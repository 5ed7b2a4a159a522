import type { CheckedWidget } from './contract-tables';
import type { Finding } from './findings';
import { scriptType, type PageElement } from './parse-page';
import type { Slot } from './slots';

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

// `<!--` and `<script` in a script's text change how the rest of the page parses; the others are the contract's
// escapes (shared/json-for-script.ts writes every one), harmless to the parser but a sign the JSON was not escaped.
const BREAKING = /<!--|<\/?script/i;
const UNESCAPED = /[<>&\u2028\u2029]/;

export function jsonEscapeFindings(elements: readonly PageElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const element of elements) {
    if (element.tag !== 'script' || scriptType(element) !== 'application/json') continue;
    const name = element.attributes.get('id') === 'site-config' ? 'the #site-config block' : 'a data-props block';
    const breaking = BREAKING.exec(element.text);
    const unescaped = breaking ?? UNESCAPED.exec(element.text);
    if (!unescaped) continue;
    const [text] = unescaped;
    const shown = text.length === 1 && text > '~' ? `U+${text.charCodeAt(0).toString(16).toUpperCase()}` : text;
    findings.push({
      rule: 'json-escape',
      severity: breaking ? 'error' : 'warning',
      ...element.textAt(unescaped.index),
      message: breaking
        ? `${name} holds an unescaped "${shown}", which can end it early or turn the rest of the page into a comment; write < as \\u003c`
        : `${name} holds an unescaped "${shown}"; escape <, >, & and U+2028/U+2029 as \\u003c, \\u003e, \\u0026, \\u2028/\\u2029`,
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
