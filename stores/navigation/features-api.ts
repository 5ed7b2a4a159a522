import { http } from '../../shared/http/http';
import { readFeaturesNavigation, type FeaturesNavigation } from './features-payload';

/**
 * GET /global-navigation/ajax_get_features_navigation. Navigation call: a non-OK status throws (ky's
 * HTTPError, carrying the status), with no retry; an unreadable body throws too.
 */
export async function fetchFeaturesNavigation(): Promise<FeaturesNavigation> {
  return readFeaturesNavigation(await http.get('/global-navigation/ajax_get_features_navigation', { retry: 0 }).json());
}
