import { http } from '../../shared/http/http';
import { isId } from '../../shared/ids';
import type { Collectable } from './collectables';

// The save widget's calls (shopping spec section 7). A POST is never retried (http.ts): a repeat could add twice.

const readJson = async (request: Promise<Response>): Promise<unknown> => {
  const response = await request;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`not JSON: ${response.url}`);
  }
};

/** `POST /collections/ajax_add_collection` with `title, description`; reads `collectionId`. */
export async function postCreateCollection(title: string, description: string): Promise<number> {
  const body = await readJson(http.post('/collections/ajax_add_collection', { json: { title, description } }));
  const collectionId = Number((body as { collectionId?: unknown } | null)?.collectionId);
  if (!isId(collectionId)) throw new Error('The answer has no collectionId.');
  return collectionId;
}

const collectablePayload = ({ type, id }: Collectable) => ({ json: { collectable_type: type, collectable_id: id } });

/** `POST /collections/{id}/ajax_widget_add_collectable`: the answer must be truthy. */
export async function postAddCollectable(collectionId: number, collectable: Collectable): Promise<void> {
  const body = await readJson(http.post(`/collections/${collectionId}/ajax_widget_add_collectable`, collectablePayload(collectable)));
  if (!body) throw new Error('The item was not added.');
}

/** `POST /collections/{id}/ajax_widget_remove_collectable`: the answer must be truthy. */
export async function postRemoveCollectable(collectionId: number, collectable: Collectable): Promise<void> {
  const body = await readJson(http.post(`/collections/${collectionId}/ajax_widget_remove_collectable`, collectablePayload(collectable)));
  if (!body) throw new Error('The item was not removed.');
}
