import { onDemand } from './demand';
import { onIdle } from './idle';
import { onInteraction } from './interaction';
import { onLoad } from './load';
import type { Strategy } from './strategy';
import { onVisible } from './visible';

/**
 * The loader's strategies, each at its name's index in names.json (a widget's default reaches the loader as that
 * index: build/loader.mjs). An array, not a table keyed by name: a data-load of `toString` or `constructor` must not
 * find Object.prototype's. table.test.ts holds the order to names.json.
 */
export const strategies: readonly Strategy[] = [onLoad, onIdle, onVisible, onInteraction, onDemand];
