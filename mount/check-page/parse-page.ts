import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { Position } from './findings';

// The page as the browser's parser builds it (parse5 follows the HTML standard: a `</script>` inside a JSON block
// ends it here as it does there), flattened to its elements in document order, each with where its start tag and
// its attributes begin in the source.

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageElement {
  /** Lower-case tag name. */
  tag: string;
  attributes: ReadonlyMap<string, string>;
  /** Where its start tag begins. */
  at: Position;
  /** Where one of its attributes begins (its start tag's position when the parser gave none). */
  attributeAt(name: string): Position;
  parent: PageElement | undefined;
  children: PageElement[];
  /**
   * Its text, as `textContent` reads it: the raw JSON of a `<script type="application/json">`. Only a script's, a
   * style's and a #site-config's (empty for the rest).
   */
  text: string;
  /**
   * Where a character of its text is (its start tag's position when the parser gave none), counted from the end of
   * its start tag: exact for a script's or style's text, which is one text node.
   */
  textAt(offset: number): Position;
}

const position = (location: { startLine: number; startCol: number } | undefined | null, fallback?: Position) =>
  location ? { line: location.startLine, column: location.startCol } : (fallback ?? { line: 1, column: 1 });

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node && node.nodeName !== 'template' ? node.childNodes.map(textOf).join('') : '';
}

// Whose text the checks read: scripts and styles, and the page config whatever its element, as the runtime reads
// #site-config's textContent (shared/config/config-element.ts) without asking what it is.
const hasText = (element: Element) =>
  element.tagName === 'script' ||
  element.tagName === 'style' ||
  element.attrs.some((attribute) => attribute.name === 'id' && attribute.value === 'site-config');

/** Every element of the page, in document order (a `<template>`'s content is not on the page, so not in it). */
export function parsePage(html: string): PageElement[] {
  const elements: PageElement[] = [];
  const visit = (node: Node, parent: PageElement | undefined) => {
    let here = parent;
    if ('tagName' in node) {
      const element = node as Element;
      const location = element.sourceCodeLocation;
      const at = position(location?.startTag ?? location);
      here = {
        tag: element.tagName,
        attributes: new Map(element.attrs.map((attribute) => [attribute.name, attribute.value])),
        at,
        attributeAt: (name) => position(location?.attrs?.[name], at),
        parent,
        children: [],
        text: hasText(element) ? textOf(element) : '',
        textAt: (offset) => {
          const end = location?.startTag;
          if (!end) return at;
          const before = here!.text.slice(0, offset).split('\n');
          return before.length === 1
            ? { line: end.endLine, column: end.endCol + offset }
            : { line: end.endLine + before.length - 1, column: before[before.length - 1]!.length + 1 };
        },
      };
      parent?.children.push(here);
      elements.push(here);
      if (element.tagName === 'template') return;
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, here);
  };
  // A browser's decoder drops a leading byte order mark (Encoding, "decode"); parse5 would count it as a column.
  visit(parse(html.replace(/^\uFEFF/, ''), { sourceCodeLocationInfo: true }), undefined);
  return elements;
}

/** The element's `dataset`, as the DOM makes it: `data-product-id` is `productId` (HTML, "The dataset API"). */
export function datasetOf(element: PageElement): Record<string, string> {
  const dataset: Record<string, string> = {};
  for (const [name, value] of element.attributes) {
    if (name.startsWith('data-')) dataset[camelCase(name.slice(5))] = value;
  }
  return dataset;
}

export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A `<script>`'s type as the browser compares it (a JSON block's is `application/json`, whatever its case). */
export const scriptType = (element: PageElement) => (element.attributes.get('type') ?? '').trim().toLowerCase();

/**
 * Where a key of a JSON block's text is written: each of `path`'s names (numbers skipped: an array's items carry
 * no key) searched as `"name":` after the one before, the first place each is found. Undefined when the first is
 * not there (a missing key, or one written with escapes); then the finding goes to the block.
 */
export function keyAt(element: PageElement, path: readonly string[]): Position | undefined {
  let index = -1;
  for (const name of path.filter((item) => !/^\d+$/.test(item))) {
    const pattern = new RegExp(`"${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`, 'g');
    pattern.lastIndex = index + 1;
    const found = pattern.exec(element.text);
    if (!found) break;
    index = found.index;
  }
  return index < 0 ? undefined : element.textAt(index);
}

/** Where a string value is written in a JSON block's text (`"ad-top"`), if it is, as for keyAt. */
export function valueAt(element: PageElement, value: string): Position | undefined {
  const index = element.text.indexOf(JSON.stringify(value));
  return index < 0 ? undefined : element.textAt(index);
}
