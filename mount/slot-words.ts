// The runtime's words for a slot it cannot mount, shared by the page checker (mount/check-page/slot-rules.ts) and
// the in-page inspector (mount/inspect/): an editor reads the same sentence in either. The loader writes the first
// and the third itself (its bytes are counted); check-page's tests hold them to it.

export const unknownWidget = (name: string) => `unknown widget "${name}"`;

export const unnamedSlot = (name: string) =>
  `a slot without a widget name; the loader fails it: ${unknownWidget(name)}`;

export const nestedSlot = (outer: string) => `not mounted inside the ${outer} slot`;

export const unknownDataLoad = (load: string, strategies: readonly string[]) =>
  `unknown data-load "${load}" (it loads at once; one of ${strategies.join(', ')})`;
