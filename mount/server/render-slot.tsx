import { renderToString } from 'react-dom/server';
import { setServerConfig } from '../../shared/config/config-element.server';
import { configValue, resetSiteConfig } from '../../shared/config/site-config';
import { jsonForScript } from '../../shared/json-for-script';
import { ServerPageUrl } from '../../shared/page-url';
import type { WidgetDefinition } from '../mount-slot';
import { validateProps } from '../props';
import { ErrorBoundary, Mounted } from '../widget-root';

export interface RenderInput {
  /** The page's site config, as its `#site-config` block holds it. The keys the widget needs are validated. */
  config?: Record<string, unknown>;
  /** The slot's props, as its data-props script carries them. */
  props?: Record<string, unknown>;
  /** The page's absolute URL, for widgets that read it (usePageUrl). */
  url?: string;
  /** The slot's useId prefix (data-id-prefix); default `s-<widget>-`. Two rendered slots of one page need two. */
  idPrefix?: string;
}

/** The input is wrong (the caller's fault: HTTP 400), as opposed to a widget failing to render. */
export class RenderInputError extends Error {
  override name = 'RenderInputError';
}

const ID_PREFIX = /^[a-z][\w-]*$/i;
const ignore = () => {};

/**
 * The complete slot for a server page: the widget's HTML inside its `data-widget` element, marked `data-ssr`
 * with its `data-id-prefix`, and the props the browser hydrates with in a data-props script (escaped for a
 * script element). The tree is the one mountSlot hydrates (boundary, mounted marker, widget), so the markup
 * and the useId values match. Renders are synchronous, so each render's config is its own.
 */
export function renderWidgetSlot<P extends object>(definition: WidgetDefinition<P>, input: RenderInput = {}): string {
  const { name } = definition;
  const idPrefix = input.idPrefix ?? `s-${name}-`;
  if (!ID_PREFIX.test(idPrefix))
    throw new RenderInputError(`${name}: idPrefix must start with a letter and hold only letters, digits, _ and -`);
  const raw = input.props ?? {};
  setServerConfig(input.config);
  resetSiteConfig();
  try {
    let props: P;
    try {
      for (const key of definition.config ?? []) configValue(key);
      props = definition.props ? validateProps(definition.props, raw) : ({} as P);
    } catch (error) {
      throw new RenderInputError(`${name}: ${(error as Error).message}`);
    }
    const Widget = definition.component;
    const html = renderToString(
      <ServerPageUrl value={input.url}>
        <ErrorBoundary onError={ignore}>
          <Mounted onMounted={ignore}>
            <Widget {...props} />
          </Mounted>
        </ErrorBoundary>
      </ServerPageUrl>,
      { identifierPrefix: idPrefix },
    );
    // The script goes last: React leaves nodes after a root's own markup alone when hydrating.
    const script = Object.keys(raw).length
      ? `<script type="application/json" data-props>${jsonForScript(raw)}</script>`
      : '';
    return `<div data-widget="${name}" data-ssr data-id-prefix="${idPrefix}">${html}${script}</div>`;
  } finally {
    setServerConfig(undefined);
    resetSiteConfig();
  }
}
