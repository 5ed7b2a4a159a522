import type { VitalsMetric, VitalsPayload, VitalsWidget } from './payload-schema';

export interface ReportOptions {
  endpoint: string;
  view: string;
  page: string;
  /** Read when the beacon goes, so a widget that mounted late or failed is told as it is then. */
  widgets: () => VitalsWidget[];
  send?: (url: string, body: string) => unknown;
}

// A string body goes as text/plain: a CORS-safelisted type, so a beacon to another origin needs no preflight
// (some browsers throw for a Blob of application/json there). The server parses the text as JSON.
const beacon = (url: string, body: string) => navigator.sendBeacon(url, body);

/**
 * The page view's figures, kept as web-vitals reports them (the latest of each metric), and sent when the page
 * is hidden: the first time always, later only when a figure changed since (a page shown again and hidden
 * again with a worse INP). Each beacon carries the whole view; the server keeps the last per view id.
 */
export function createReport({ endpoint, view, page, widgets, send = beacon }: ReportOptions) {
  const metrics = new Map<string, VitalsMetric>();
  let sent = false;
  let fresh = false;
  const payload = (): VitalsPayload => ({ v: 1, view, page, metrics: [...metrics.values()], widgets: widgets() });
  return {
    add(metric: VitalsMetric): void {
      metrics.set(metric.name, metric);
      fresh = true;
    },
    payload,
    /** Sends the beacon if there is news; a refused or failed one is silent (field data is never worth an error). */
    flush(): void {
      if (sent && !fresh) return;
      sent = true;
      fresh = false;
      try {
        send(endpoint, JSON.stringify(payload()));
      } catch {
        // sendBeacon throws on a body over its quota or a URL it will not send to; nothing to do about either.
      }
    },
  };
}

/** A random page view id: 16 base-36 digits, tied to nothing about the shopper (getRandomValues: any context). */
export function viewId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte % 36).toString(36)).join('');
}
