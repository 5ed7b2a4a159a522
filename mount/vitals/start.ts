import { configValueIn } from '../../shared/config/site-config';
import { sampled } from './sampled';
import { vitalsConfigSchema } from './vitals-config';

/**
 * The vitals entry's decision, once per page view: nothing without a `vitals` key; one console line and nothing
 * else for a bad one; then a draw against its sampleRate, and only a sampled view loads web-vitals (observe.ts).
 * Resolves with whether it observes.
 */
export async function startVitals(random: () => number = Math.random): Promise<boolean> {
  let config;
  try {
    config = configValueIn(vitalsConfigSchema, 'vitals');
  } catch (error) {
    console.error(`[widgets] vitals: ${(error as Error).message}`);
    return false;
  }
  if (!config || !sampled(config.sampleRate, random)) return false;
  try {
    (await import('./observe')).observe(config);
    return true;
  } catch {
    // The part did not come (offline, blocked): field data is not worth an error.
    return false;
  }
}
