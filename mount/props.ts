import * as v from 'valibot';

// Props from the slot: its data-* attributes (camelCased, as strings), merged over one optional child
// <script type="application/json" data-props> for structured values. Attributes the runtime owns are left out.
/** The slot's data-* attributes the runtime owns, by their dataset names: never props. */
export const RUNTIME_ATTRIBUTES: ReadonlySet<string> = new Set(['widget', 'load', 'ssr', 'idPrefix', 'widgetState']);

export function readProps(slot: HTMLElement): Record<string, unknown> {
  const script = slot.querySelector(':scope > script[type="application/json"][data-props]');
  let props: Record<string, unknown> = {};
  if (script) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch (error) {
      throw new Error(`its data-props script is not valid JSON (${(error as Error).message})`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('its data-props script is not a JSON object');
    }
    props = { ...parsed };
  }
  for (const [key, value] of Object.entries(slot.dataset)) {
    if (!RUNTIME_ATTRIBUTES.has(key) && value !== undefined) props[key] = value;
  }
  return props;
}

/** What the widget's schema makes of the raw props; throws naming the first bad prop. */
export function validateProps<P>(schema: v.GenericSchema<unknown, P>, raw: unknown): P {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.');
  throw new Error(`prop ${where ? `"${where}" ` : ''}is invalid: ${issue.message}`);
}
