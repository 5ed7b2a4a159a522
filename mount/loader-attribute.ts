/** Set on <html> by dist/loader.js: the loader then decides when each slot mounts. */
export const LOADER_ATTRIBUTE = 'data-widget-loader';
