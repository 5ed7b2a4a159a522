import { http, jsonAnswer } from '../../shared/http/http';
import { readRecirculation, type Recirculation, type RecircType } from './recirculation-payload';

/** The recommended-content call waits at most this long: the items are optional, a late answer is no use. */
export const RECIRCULATION_TIMEOUT = 5_000;

export interface RecirculationQuery {
  id: string;
  type: RecircType;
  /** Ask for the member's collections too (recipes "can collect"). */
  collectionData: boolean;
}

/**
 * GET /blog/ajax_recommended_content?id={id}&rec_type={type}[&get_collection_data=true]. The one call that
 * does not use the shared default options: no retry and its own 5 s timeout (credentials are still sent).
 * A non-OK status throws ky's HTTPError, carrying the status; a body that is not JSON, or empty, throws too.
 */
export async function fetchRecirculation({ id, type, collectionData }: RecirculationQuery): Promise<Recirculation> {
  const searchParams: Record<string, string> = { id, rec_type: type };
  if (collectionData) searchParams.get_collection_data = 'true';
  const body = await jsonAnswer(
    http.get('/blog/ajax_recommended_content', { searchParams, retry: 0, timeout: RECIRCULATION_TIMEOUT }),
  );
  return readRecirculation(body, type);
}
