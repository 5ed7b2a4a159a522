// What the loader (mount/loader.ts) tells the page about its widgets, on <html>. Code that must wait for the
// page's own widgets reads it (the ads, stores/ads/widgets-ready.ts, load GPT only after them).

/** Set by dist/loader.js: the loader then decides when each slot mounts. */
export const LOADER_ATTRIBUTE = 'data-widget-loader';

/** Set by the loader once every `load` slot it found in the page's markup has mounted or failed. */
export const WIDGETS_READY_ATTRIBUTE = 'data-widgets-ready';

/** Dispatched on `document` when the loader sets WIDGETS_READY_ATTRIBUTE. */
export const WIDGETS_READY_EVENT = 'widgets:ready';
