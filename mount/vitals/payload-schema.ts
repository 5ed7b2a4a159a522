import * as v from 'valibot';
import STRATEGIES from '../strategies/names.json';
import { MAX_PAGE_LENGTH } from './page-path';
import { MAX_FIGURE_MS, MAX_SLOTS, MAX_WIDGETS } from './widget-facts';
import { WIDGET_NAME } from './widget-of';

// The beacon's JSON (README "Field data"), version 1: what mount/vitals/report.ts sends and what a server checks
// (the fixture site's endpoint validates with this very schema). Nothing personal: the page's route (the config's
// `vitals.page`, else the path with each segment holding a digit as `:id`), a random id for the page view, and figures.

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
const CHARGED = new Set<string>(['LCP', 'INP', 'CLS']);

/** Whether no two items share the key: a beacon names each metric, and each widget, once. */
const unique =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

/** A widget's name as slots write it (kebab-case), or `page`. */
const widgetName = v.pipe(v.string(), v.regex(WIDGET_NAME, 'a widget name'));
/** Milliseconds since the navigation started, or a score (CLS): an hour is more than any page view reports. */
const figure = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_FIGURE_MS));

export const vitalsMetricSchema = v.pipe(
  v.strictObject({
    name: v.picklist(METRIC_NAMES),
    /** Milliseconds (rounded), or CLS's unitless score (4 decimals). */
    value: figure,
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    /** LCP, INP and CLS: the slot of the element it belongs to, or `page`. FCP and TTFB have none. */
    widget: v.optional(widgetName),
  }),
  // A widget exactly on the metrics charged to one; a CLS of 0 moved nothing, so it may have none.
  v.check(
    (metric) =>
      CHARGED.has(metric.name)
        ? metric.widget !== undefined || (metric.name === 'CLS' && metric.value === 0)
        : metric.widget === undefined,
    'a widget on LCP, INP and CLS (a CLS of 0 may have none), none on FCP and TTFB',
  ),
);

export const vitalsWidgetSchema = v.strictObject({
  widget: widgetName,
  /** The first slot's `data-load`, or the widget's default. */
  strategy: v.picklist(STRATEGIES),
  /** How many slots of it the page has. */
  slots: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SLOTS)),
  /** When its first slot mounted (its `widget:mounted:<name>` mark); absent when none has. */
  mountMs: v.optional(figure),
  /** Whether any of its slots failed (`data-widget-state="error"`). */
  failed: v.boolean(),
});

export const vitalsPayloadSchema = v.strictObject({
  v: v.literal(1),
  /** A random id per page view: a later beacon of the same view replaces the earlier one. */
  view: v.pipe(v.string(), v.regex(/^[a-z0-9]{8,32}$/, 'a page view id')),
  /** The config's `vitals.page`, else the path with each segment holding a digit as `:id`: no query, no hash. */
  page: v.pipe(v.string(), v.maxLength(MAX_PAGE_LENGTH), v.regex(/^\/[^?#\s]*$/, 'a path without query or hash')),
  metrics: v.pipe(
    v.array(vitalsMetricSchema),
    v.maxLength(METRIC_NAMES.length),
    v.check(
      unique((metric) => metric.name),
      'each metric once',
    ),
  ),
  widgets: v.pipe(
    v.array(vitalsWidgetSchema),
    v.maxLength(MAX_WIDGETS),
    v.check(
      unique((fact) => fact.widget),
      'each widget once',
    ),
  ),
});

export type VitalsMetric = v.InferOutput<typeof vitalsMetricSchema>;
export type VitalsWidget = v.InferOutput<typeof vitalsWidgetSchema>;
export type VitalsPayload = v.InferOutput<typeof vitalsPayloadSchema>;
