import { escapeRegExp } from './search-destination';

export interface Segment {
  text: string;
  /** The typed query, matched case-insensitively. */
  match: boolean;
}

/**
 * `name` cut into the parts that match the typed query and the parts between, for highlighting: the query is
 * trimmed and its regex specials escaped before it becomes a pattern (shell spec section 5), and the parts
 * are text (the caller renders them as text, never as markup). An empty query matches nothing.
 */
export function highlight(name: string, query: string): Segment[] {
  const pattern = escapeRegExp(query);
  if (pattern === '') return [{ text: name, match: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const found of name.matchAll(new RegExp(pattern, 'gi'))) {
    if (found.index > last) segments.push({ text: name.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < name.length || segments.length === 0) segments.push({ text: name.slice(last), match: false });
  return segments;
}
