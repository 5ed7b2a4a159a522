import * as v from 'valibot';
import { safeUrl } from '../../shared/safe-url';

/** A Features navigation entry (name, uri), its uri known to be safe. */
export interface FeatureLink {
  name: string;
  uri: string;
}

export interface FeaturesNavigation {
  features: FeatureLink[];
  utilities: FeatureLink[];
}

const entry = v.object({
  name: v.pipe(
    v.string(),
    v.transform((name) => name.trim()),
  ),
  uri: v.pipe(v.unknown(), v.transform(safeUrl), v.string()),
});

/** The readable entries of a list; an entry without a name or with an unsafe uri is dropped. */
function links(list: unknown): FeatureLink[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const result = v.safeParse(entry, item);
    return result.success && result.output.name ? [result.output] : [];
  });
}

/**
 * Features and utilities from a `{ features, utilities }` body. A missing list is empty; a body with neither
 * list is not a features navigation at all, and throws.
 */
export function readFeaturesNavigation(body: unknown): FeaturesNavigation {
  const lists = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(lists.features) && !Array.isArray(lists.utilities)) throw new Error('not a features navigation');
  return readServedFeatures(lists);
}

/**
 * The lists a page's server embedded (a features-bar slot's props `{ features, utilities }`): read as the call's
 * answer, except that nothing readable is two empty lists rather than an error (the server said so).
 */
export function readServedFeatures({
  features,
  utilities,
}: {
  features?: unknown;
  utilities?: unknown;
}): FeaturesNavigation {
  return { features: links(features), utilities: links(utilities) };
}
