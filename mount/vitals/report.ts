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
 * is hidden whenever the view differs from the last one sent: a worse INP after the shopper came back, or a
 * widget that mounted or failed since. A view with no metric and nothing sent yet waits (the widgets alone are
 * not worth a beacon). Each beacon carries the whole view; the server keeps the last per view id.
 */
export function createReport({ endpoint, view, page, widgets, send = beacon }: ReportOptions) {
  const metrics = new Map<string, VitalsMetric>();
  let last: string | undefined;
  const payload = (): VitalsPayload => ({ v: 1, view, page, metrics: [...metrics.values()], widgets: widgets() });
  return {
    add(metric: VitalsMetric): void {
      metrics.set(metric.name, metric);
    },
    payload,
    /**
     * Sends the beacon if there is news. One the browser refuses (false) is not counted as sent, so the next hide
     * or the pagehide tries again; a failed one is silent (field data is never worth an error).
     */
    flush(): void {
      if (metrics.size === 0) return;
      const body = JSON.stringify(payload());
      if (body === last) return;
      try {
        if (send(endpoint, body) !== false) last = body;
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
