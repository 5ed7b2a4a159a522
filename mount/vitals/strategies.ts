/** The loader's strategies, in its order (build/loader.mjs STRATEGIES): what a slot's `data-load` may say. */
export const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'demand'] as const;
