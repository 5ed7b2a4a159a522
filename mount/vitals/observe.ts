// The part of the vitals entry that only a sampled page view loads: web-vitals' attribution build, and the beacon.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { pagePath } from './page-path';
import { createReport, viewId } from './report';
import type { VitalsMetric } from './payload-schema';
import type { VitalsConfig } from './vitals-config';
import { firstMounted, widgetFacts } from './widget-facts';
import { PAGE, widgetOf } from './widget-of';

/**
 * Each widget's default strategy, baked in by build/vitals.mjs from the manifest: JSON text, as an object define
 * would become a chunk of its own (one more request).
 */
declare const __VITALS_LOADS__: string;

/** The element's target as web-vitals gives it: our widget name when it read the element, else a selector. */
function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/**
 * The metric as the beacon carries it. web-vitals asks `generateTarget` for each element (LCP's, the interaction's
 * target, the largest shift's first element source) when it sees it; `named` holds what that gave. A target it
 * could not read an element for (the element left the page) comes as a selector: then `page`.
 */
export function vitalsMetric(metric: MetricWithAttribution, named: ReadonlySet<string>): VitalsMetric {
  const target = targetOf(metric);
  // A CLS of 0 moved nothing: there is no one to charge it to.
  const charged = metric.name === 'LCP' || metric.name === 'INP' || (metric.name === 'CLS' && metric.value > 0);
  let widget = target !== undefined && named.has(target) ? target : PAGE;
  if (metric.name === 'LCP' && widget === PAGE && metric.attribution.lcpEntry?.url)
    widget = widgetOf(imageAt(metric.attribution.lcpEntry.url));
  return {
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    ...(charged ? { widget } : {}),
  };
}

/**
 * The image now on the page showing `url`. web-vitals loads at idle, so an LCP image in a slot's server markup
 * that the widget has since replaced comes without its element (a selector); the widget's own image of the same
 * URL names the slot. A CSS background is not looked for.
 */
function imageAt(url: string): Element | undefined {
  for (const image of document.querySelectorAll('img')) if (image.currentSrc === url || image.src === url) return image;
  return undefined;
}

/**
 * Observes the five metrics from now (their entries are buffered: see README "Field data") and reports on hide. A
 * page restored from the back/forward cache is a new page view, as web-vitals reports it: a new report with a new
 * id, whose widgets mounted in no time (they were there).
 */
export function observe({ endpoint, page }: VitalsConfig): void {
  const named = new Set<string>();
  const generateTarget = (node: Node | null) => {
    const name = widgetOf(node);
    named.add(name);
    return name;
  };
  const loads = JSON.parse(__VITALS_LOADS__) as Record<string, string>;
  const newReport = (mountedAt: (widget: string) => number | undefined) =>
    createReport({
      endpoint,
      view: viewId(),
      page: page ?? pagePath(location.pathname),
      widgets: () => widgetFacts(document.querySelectorAll('[data-widget]'), loads, mountedAt),
    });
  let report = newReport(firstMounted);
  // Before web-vitals' own pageshow listeners (capturing too, registered by the on* calls below), which report
  // the restored view's first figures at once.
  addEventListener('pageshow', (event) => event.persisted && (report = newReport(() => undefined)), true);
  const add = (metric: MetricWithAttribution) => report.add(vitalsMetric(metric, named));
  onLCP(add, { generateTarget });
  onINP(add, { generateTarget });
  onCLS(add, { generateTarget });
  onFCP(add);
  onTTFB(add);
  // After web-vitals' own listeners (on window, capturing), which report the final figures as the page hides.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && report.flush());
  addEventListener('pagehide', () => report.flush());
  performance.mark('vitals:observing');
}
