import { http } from '../../shared/http/http';

// Saving someone's collection (shopping spec, "The calls it makes"): POST /collections/{id}/ajax_toggle_save.

export interface ToggleSaveAnswer {
  /** The spec reads only this. */
  success: boolean;
  /** The fixture server also sends the collection's saved flag and save count, as they now are; kept when sent. */
  saved?: boolean;
  saveCount?: number;
}

export async function postToggleCollectionSave(
  collectionId: number,
  newSaveStatus: boolean,
): Promise<ToggleSaveAnswer> {
  const body: unknown = await http
    .post(`/collections/${collectionId}/ajax_toggle_save`, { json: { collectionId, newSaveStatus } })
    .json();
  const { success, saved, saveCount } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return {
    success: success === true,
    ...(typeof saved === 'boolean' ? { saved } : {}),
    ...(typeof saveCount === 'number' && Number.isInteger(saveCount) && saveCount >= 0 ? { saveCount } : {}),
  };
}
