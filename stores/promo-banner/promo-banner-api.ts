import { http } from '../../shared/http/http';
import { readPromoBanner, type PromoBanner } from './promo-banner-payload';

/**
 * GET /api/v1/promo_banner_active. Promo banner call: a non-OK status throws (ky's HTTPError, carrying the
 * status), with no retry; a body that is not JSON throws too.
 */
export async function fetchPromoBanner(): Promise<PromoBanner | null> {
  return readPromoBanner(await http.get('/api/v1/promo_banner_active', { retry: 0 }).json());
}
