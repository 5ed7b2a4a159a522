import { http } from '../../shared/http/http';
import { isId } from '../../shared/ids';
import type { Collectable } from './collectables';

// The save widget's calls (shopping spec section 7). A POST is never retried (http.ts): a repeat could add twice.
// A body that is not JSON (an HTML error page) throws in ky's json(), as a failed call.

/** `POST /collections/ajax_add_collection` with `title, description`; reads `collectionId`. */
export async function postCreateCollection(title: string, description: string): Promise<number> {
  const body: unknown = await http.post('/collections/ajax_add_collection', { json: { title, description } }).json();
  const collectionId = Number((body as { collectionId?: unknown } | null)?.collectionId);
  if (!isId(collectionId)) throw new Error('The answer has no collectionId.');
  return collectionId;
}

const collectablePayload = ({ type, id }: Collectable) => ({ json: { collectable_type: type, collectable_id: id } });

/** `POST /collections/{id}/ajax_widget_add_collectable`: the answer must be truthy. */
export async function postAddCollectable(collectionId: number, collectable: Collectable): Promise<void> {
  const body: unknown = await http
    .post(`/collections/${collectionId}/ajax_widget_add_collectable`, collectablePayload(collectable))
    .json();
  if (!body) throw new Error('The item was not added.');
}

/** `POST /collections/{id}/ajax_widget_remove_collectable`: the answer must be truthy. */
export async function postRemoveCollectable(collectionId: number, collectable: Collectable): Promise<void> {
  const body: unknown = await http
    .post(`/collections/${collectionId}/ajax_widget_remove_collectable`, collectablePayload(collectable))
    .json();
  if (!body) throw new Error('The item was not removed.');
}
