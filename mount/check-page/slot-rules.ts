import { readProps, validateProps } from '../props';
import STRATEGIES from '../strategies/names.json';
import type { CheckedWidget } from './contract-tables';
import type { Finding, Position } from './findings';
import { camelCase, datasetOf, keyAt, type PageElement } from './parse-page';
import { propsScript, type Slot } from './slots';
import { nestedSlot, unknownDataLoad, unknownWidget, unnamedSlot } from '../slot-words';

// The slots themselves (mount/README.md section 2, "Mark each mount point"): each message starts with the loader's
// or the mount runtime's own words, so the page's author finds the same sentence in the console.

/**
 * readProps itself, on a stand-in for the slot's DOM element: its `dataset` and its one `querySelector`. The rules
 * (which attributes the runtime owns, attributes over the JSON, the error words) stay the runtime's.
 */
function slotProps(slot: PageElement): Record<string, unknown> {
  const script = propsScript(slot);
  const element = { dataset: datasetOf(slot), querySelector: () => (script ? { textContent: script.text } : null) };
  return readProps(element as unknown as HTMLElement);
}

/** Where a bad prop was written: its attribute, else its key in the data-props block, else the block, else the slot. */
function propAt(slot: PageElement, path: string[]): Position {
  const [key] = path;
  const attribute = [...slot.attributes.keys()].find(
    (name) => name.startsWith('data-') && camelCase(name.slice(5)) === key,
  );
  if (attribute) return slot.attributeAt(attribute);
  const script = propsScript(slot);
  return (script && keyAt(script, path)) ?? script?.at ?? slot.at;
}

function propsFinding(slot: Slot, widget: CheckedWidget): Finding | undefined {
  const { element } = slot;
  const error = (at: Position, message: string): Finding => ({
    rule: 'props',
    severity: 'error',
    ...at,
    widget: widget.name,
    message,
  });
  let raw: Record<string, unknown>;
  try {
    raw = slotProps(element);
  } catch (thrown) {
    return error(propsScript(element)?.at ?? element.at, (thrown as Error).message);
  }
  if (!widget.props) return undefined;
  try {
    validateProps(widget.props, raw);
  } catch (thrown) {
    // mount/props.ts names it by its path: `prop "item.skus.0.in_stock" is invalid: ...`.
    const path = /^prop "([^"]+)"/.exec((thrown as Error).message)?.[1]?.split('.') ?? [];
    return error(propAt(element, path), (thrown as Error).message);
  }
  return undefined;
}

export function slotFindings(slots: readonly Slot[], widgets: ReadonlyMap<string, CheckedWidget>): Finding[] {
  const findings: Finding[] = [];
  const first = new Map<string, Slot>();
  for (const slot of slots) {
    const { element, name } = slot;
    const at = element.attributeAt('data-widget');
    if (slot.outer) {
      // The loader's console.warn, then where the outer slot is; the loader reads nothing else of this slot.
      findings.push({
        rule: 'nested-slot',
        severity: 'warning',
        ...at,
        widget: name,
        message: `${nestedSlot(slot.outer.attributes.get('data-widget') ?? '')} (line ${slot.outer.at.line}); move it out to mount it`,
      });
      continue;
    }
    if (!name.trim()) {
      findings.push({
        rule: 'slot-name',
        severity: 'error',
        ...at,
        message: unnamedSlot(name),
      });
      continue;
    }
    // A Map: a slot named `constructor` or `__proto__` is an unknown widget, as in the loader.
    const widget = widgets.get(name);
    if (!widget) {
      findings.push({
        rule: 'unknown-widget',
        severity: 'error',
        ...at,
        widget: name,
        message: unknownWidget(name),
      });
      continue;
    }
    const load = element.attributes.get('data-load');
    if (load !== undefined && !STRATEGIES.includes(load)) {
      // A warning: the loader loads the slot at once either way, Object.prototype's names (`toString`) too: it looks
      // the value's index up among its strategies' names. It logs an unknown value, but an empty one is falsy there
      // and passes silently (mount/loader.ts upgrade).
      findings.push({
        rule: 'data-load',
        severity: 'warning',
        ...element.attributeAt('data-load'),
        widget: name,
        message: load
          ? unknownDataLoad(load, STRATEGIES)
          : `an empty data-load: the loader loads it at once, not at its default, and logs nothing; remove the attribute or name one of ${STRATEGIES.join(', ')}`,
      });
    }
    const props = propsFinding(slot, widget);
    if (props) findings.push(props);
    const earlier = first.get(name);
    if (earlier && widget.once) {
      findings.push({
        rule: 'once-per-page',
        severity: widget.once.severity,
        ...at,
        widget: name,
        message: `a second slot (the first is on line ${earlier.element.at.line}); once per page: ${widget.once.why}`,
      });
    }
    if (!earlier) first.set(name, slot);
  }
  return findings;
}
