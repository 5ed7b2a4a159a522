import type { WidgetDefinition } from '../mount-slot';
import { renderWidgetSlot, RenderInputError, type RenderInput } from './render-slot';

/** What `npm run render` reads (stdin, a file, or the body of POST /render). */
export interface RenderRequest extends RenderInput {
  widget: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function absoluteUrl(value: unknown): boolean {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The request, checked field by field; throws RenderInputError naming the first bad one. */
export function readRenderRequest(body: unknown): RenderRequest {
  if (!isObject(body))
    throw new RenderInputError('the request must be a JSON object: { "widget", "config", "props", "url" }');
  const { widget, config, props, url, idPrefix } = body;
  if (typeof widget !== 'string' || !widget) throw new RenderInputError('"widget" must be the name of a widget');
  if (config !== undefined && !isObject(config))
    throw new RenderInputError('"config" must be an object (the page\'s site config)');
  if (props !== undefined && !isObject(props))
    throw new RenderInputError('"props" must be an object (the slot\'s props)');
  if (url !== undefined && !absoluteUrl(url))
    throw new RenderInputError('"url" must be the page\'s absolute http(s) URL');
  if (idPrefix !== undefined && typeof idPrefix !== 'string') throw new RenderInputError('"idPrefix" must be a string');
  return {
    widget,
    ...(config ? { config } : {}),
    ...(props ? { props } : {}),
    ...(url ? { url: url as string } : {}),
    ...(idPrefix ? { idPrefix } : {}),
  };
}

/** The widgets a server can render, by name. */
// Each definition validates its own props at run time; `any` only lets one list hold them all.
export type ServerWidgets = ReadonlyArray<WidgetDefinition<any>>;

export function createServerRender(widgets: ServerWidgets) {
  const byName = new Map(widgets.map((definition) => [definition.name, definition]));
  const names = [...byName.keys()];
  /** One slot's HTML, by widget name. */
  const renderSlot = (widget: string, input: RenderInput = {}): string => {
    const definition = byName.get(widget);
    if (!definition)
      throw new RenderInputError(
        `unknown widget "${widget}"; the server renders ${names.map((name) => `"${name}"`).join(', ')}`,
      );
    return renderWidgetSlot(definition, input);
  };
  /** One slot's HTML, from a request body (parsed JSON). */
  const renderRequest = (body: unknown): string => {
    const { widget, ...input } = readRenderRequest(body);
    return renderSlot(widget, input);
  };
  return { names, renderSlot, renderRequest };
}
