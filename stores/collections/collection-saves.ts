import { map, onMount } from 'nanostores';
import { isId } from '../../shared/ids';
import { flash } from '../flash';
import { postToggleCollectionSave } from './collection-saves-api';
import { showAuth } from '../auth/auth-prompt';
import { $user, checkLoginStatus } from '../user/user';

// Saving someone's collection: its saved flag and save count (shell spec: "Collection save toggles adjust the
// save count and saved flag"), by collection id, for the save buttons of collection pages and tiles. Apart from
// stores/user/user.ts, so the header, which imports user.ts on every page, does not carry it.

export interface CollectionSave {
  /** The member has saved this collection. */
  saved: boolean;
  saveCount: number;
  /** A toggle is out: the button is busy, a second click does nothing. */
  saving: boolean;
}

/** The spec's words, spelling included. */
export const COLLECTION_SAVE_ERROR = 'An unexpected error occured while saving this collection.';

export const $collectionSaves = map<Record<number, CollectionSave>>({});

/**
 * What the page knows of a collection (its server render, or a tile's data): the flag and count a button
 * starts from. Kept only while the store knows nothing newer of that collection.
 */
export function seedCollectionSave(
  collectionId: number,
  { saved, saveCount }: { saved: boolean; saveCount: number },
): void {
  if (!isId(collectionId) || $collectionSaves.get()[collectionId]) return;
  $collectionSaves.setKey(collectionId, {
    saved,
    saveCount: Number.isInteger(saveCount) && saveCount > 0 ? saveCount : 0,
    saving: false,
  });
}

/**
 * Saves or unsaves a collection: the flag flips and the count moves by one at once, then
 * `POST /collections/{id}/ajax_toggle_save` with `collectionId, newSaveStatus`. On `success` the answer's own
 * flag and count (when it sends them) replace the guess; anything else puts both back and flashes the spec's
 * error. A visitor gets the login prompt (reason 'save'), and the toggle runs once they are logged in.
 * Resolves true when the server saved the change.
 */
export async function toggleCollectionSave(collectionId: number): Promise<boolean> {
  if (!isId(collectionId)) return false;
  if (!$user.get().statusChecked) await checkLoginStatus();
  const before = $collectionSaves.get()[collectionId] ?? { saved: false, saveCount: 0, saving: false };
  if (before.saving) return false;
  if (!$user.get().isLoggedIn) {
    showAuth('save', () => void toggleCollectionSave(collectionId));
    return false;
  }
  const wanted = !before.saved;
  const guess = Math.max(0, before.saveCount + (wanted ? 1 : -1));
  $collectionSaves.setKey(collectionId, { saved: wanted, saveCount: guess, saving: true });
  try {
    const answer = await postToggleCollectionSave(collectionId, wanted);
    if (!answer.success) throw new Error('The collection was not saved.');
    $collectionSaves.setKey(collectionId, {
      saved: answer.saved ?? wanted,
      saveCount: answer.saveCount ?? guess,
      saving: false,
    });
    return true;
  } catch {
    $collectionSaves.setKey(collectionId, { ...before, saving: false });
    flash(COLLECTION_SAVE_ERROR, 'error');
    return false;
  }
}

// The flags are the member's: once logged out, no collection is saved (the counts stay).
onMount($collectionSaves, () =>
  $user.listen(({ isLoggedIn }) => {
    if (isLoggedIn) return;
    const saves = $collectionSaves.get();
    for (const [id, save] of Object.entries(saves))
      if (save.saved) $collectionSaves.setKey(Number(id), { ...save, saved: false });
  }),
);
