import { atom, onMount } from 'nanostores';
import { flash } from '../flash';
import { $navigation } from '../navigation/navigation';
import { showAuth } from '../auth/auth-prompt';
import { $user, checkLoginStatus } from '../user/user';
import type { Collectable } from './collectables';

// The 'Your Collections' modal (shopping spec section 4, "Save widget"): one per page, for the item of the
// button that opened it. Apart from the actions (collection-actions.ts) so the buttons carry only this: the
// actions load with the modal.

/** The item the modal is open for; null while closed. */
export const $saveModal = atom<Collectable | null>(null);

/** The modal closes by itself this long after the number of the member's associations changes. */
export const AUTO_CLOSE_MS = 100;

export function openSaveModal(collectable: Collectable): void {
  $saveModal.set(collectable);
}

export function closeSaveModal(): void {
  if ($saveModal.get()) $saveModal.set(null);
}

/** Resolves once the login status is known (not waiting for the session cookie calls that follow it). */
function statusChecked(): Promise<void> {
  void checkLoginStatus();
  return new Promise((resolve) => {
    const stop = $user.subscribe(({ statusChecked: known }) => {
      if (!known) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/** Said when the save after login cannot run (its code did not arrive). */
export const SAVE_AFTER_LOGIN_ERROR = 'Unexpected error saving collectable to collection.';

/**
 * A save button pressed: a member gets the modal; a visitor the login prompt (reason 'save', so a sign-up is
 * tagged onsite-accountcreate_save), and once logged in the item is saved to Favorites with no second click.
 * Before the login status is known it waits for it. `reportFailure` hears of a save after login whose code did
 * not arrive (the shopper is told in the flash bar).
 */
export async function pressSaveButton(
  collectable: Collectable,
  reportFailure: (error: unknown) => void = () => {},
): Promise<void> {
  if (!$user.get().statusChecked) await statusChecked();
  if ($user.get().isLoggedIn) {
    openSaveModal(collectable);
    return;
  }
  showAuth('save', () => {
    import('./collection-actions').then(
      (actions) => actions.saveToFavorites(collectable),
      (error: unknown) => {
        reportFailure(error);
        flash(SAVE_AFTER_LOGIN_ERROR, 'error');
      },
    );
  });
}

const associationCount = () => $user.get().collections.userCollectionAssociations.length;

// While open: closes 100 ms after the association count changes, and when the sub-navigation hides (read only
// while open: reading $navigation starts the navigation calls, which a page without a header need not make).
onMount($saveModal, () => {
  let count = associationCount();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopNavigation: (() => void) | undefined;
  const stopUser = $user.listen(() => {
    const next = associationCount();
    if (next === count) return;
    count = next;
    if (!$saveModal.get()) return;
    clearTimeout(timer);
    timer = setTimeout(closeSaveModal, AUTO_CLOSE_MS);
  });
  const stopModal = $saveModal.subscribe((open) => {
    clearTimeout(timer);
    stopNavigation?.();
    stopNavigation = undefined;
    if (!open) return;
    let shown = $navigation.get().showSubnav;
    stopNavigation = $navigation.listen(({ showSubnav }) => {
      if (shown && !showSubnav) closeSaveModal();
      shown = showSubnav;
    });
  });
  return () => {
    clearTimeout(timer);
    stopNavigation?.();
    stopModal();
    stopUser();
  };
});
