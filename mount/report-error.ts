import { configValueOrUndefined } from '../shared/config/site-config';

export interface ErrorContext {
  widget: string;
  /** Where it failed: 'load' (its code), 'config', 'props', 'render' or 'hydrate'. */
  phase: string;
  [key: string]: unknown;
}

type Notify = (error: unknown, context: ErrorContext) => void;
// A vendor handle, not state: the notifier's one load per page, shared by every report while it is on its way.
let notify: Promise<Notify | undefined> | undefined;

const URL_QUERY = /(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/**
 * Absolute URLs lose their query and hash wherever they appear (a ky error message names the request URL):
 * they can carry tokens, e-mails and search terms.
 */
export function stripQueries<T>(value: T): T {
  if (typeof value === 'string') return value.replace(URL_QUERY, '$1') as T;
  if (Array.isArray(value)) return value.map(stripQueries) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripQueries(item)])) as T;
  }
  return value;
}

// The notifier is a heavy vendor: it is fetched on the first report, and only where the page has keys.
// Its own defaults are the spec's error-reporting constants (64000-character notices, 20 history entries,
// 10 s timeout, a queue of 100, duplicates suppressed for 1 s, password and secret keys redacted).
function loadNotifier(): Promise<Notify | undefined> {
  const keys = configValueOrUndefined('airbrake');
  if (!keys) return Promise.resolve(undefined);
  return import('@airbrake/browser').then(({ Notifier }) => {
    // projectId, projectKey, environment and host when the page gives one (the schema drops what it does not list).
    const notifier = new Notifier({
      ...keys,
      remoteConfig: false,
      performanceStats: false,
      queryStats: false,
      queueStats: false,
      // Only our widgets' failures: the legacy page reports its own window errors.
      instrumentation: { onerror: false, unhandledrejection: false, console: false },
    });
    notifier.addFilter((notice) => stripQueries(notice));
    return (error: unknown, context: ErrorContext) => {
      void notifier.notify({ error, context: { component: context.widget, action: context.phase }, params: context });
    };
  });
}

/**
 * The one place failures go: a console error naming the widget and the cause, and Airbrake when the page
 * is set up for it. Never throws: reporting must not become a second failure.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[widgets] ${context.widget} (${context.phase}): ${message}`, error);
  notify ??= loadNotifier().catch(() => undefined);
  void notify.then((send) => send?.(error, context));
}
