import { http, jsonAnswer } from '../../shared/http/http';
import { readPromoBanner, type PromoBanner } from './promo-banner-payload';

/**
 * GET /api/v1/promo_banner_active. Promo banner call: a non-OK status throws (ky's HTTPError, carrying the
 * status), with no retry; a body that is not JSON, or empty, throws too (no answer is not "no banner").
 */
export async function fetchPromoBanner(): Promise<PromoBanner | null> {
  return readPromoBanner(await jsonAnswer(http.get('/api/v1/promo_banner_active', { retry: 0 })));
}
