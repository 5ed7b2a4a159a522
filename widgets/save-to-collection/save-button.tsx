import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { demandWidget } from '../../shared/demand-widget';
import { lazyPart, useLazyPart } from '../../shared/lazy-part';
import { pageFacts } from '../../shared/page-facts';
import { reportError } from '../../mount/report-error';
import { isAssociationOf, readCollectable } from '../../stores/collections/collectables';
import { $saveModal, closeSaveModal, pressSaveButton } from '../../stores/collections/save-modal';
import { flash } from '../../stores/flash';
import { $user } from '../../stores/user/user';
import { BookmarkIcon } from './bookmark-icon';
import './save-to-collection.css';
import '../../shared/ui/visually-hidden.css';

export const saveToCollectionProps = v.object({
  /** product_sku, recipe or post (data-collectable-type); none: the page's type (recipe, post, product). */
  collectableType: v.optional(v.string()),
  /** The item's id, a product's sku id (data-collectable-id). Without one the button reports and does not open. */
  collectableId: v.optional(v.string()),
  /** The item's name, read after "Save" by screen readers (data-name): many buttons on a page differ by it. */
  name: v.optional(v.string()),
  /** 'icon' shows the bookmark alone (tiles); anything else the bookmark and "Save" (data-variant). */
  variant: v.optional(v.string()),
});

type Props = v.InferOutput<typeof saveToCollectionProps>;

export const WIDGET = 'save-to-collection';

/** Said when the modal's code does not arrive: the click had an answer. */
export const MODAL_UNAVAILABLE = 'Your collections could not be opened. Please try again.';

const modalPart = lazyPart(() => import('./save-modal'));

/**
 * The button that last opened the modal (its useId): it renders the page's one modal (so there is one however
 * many buttons), focus goes back to it, and it alone is aria-expanded.
 */
const $opener = atom<string | null>(null);

/** The modal, in the button that opened it; its code loads on the first open. */
function ModalHost({ opener }: { opener: { current: HTMLButtonElement | null } }) {
  const collectable = useStore($saveModal);
  const failed = useCallback((error: unknown) => {
    reportError(error, { widget: WIDGET, phase: 'load' });
    closeSaveModal();
    flash(MODAL_UNAVAILABLE, 'error');
  }, []);
  const SaveModal = useLazyPart(modalPart, collectable !== null, failed)?.SaveModal;
  return SaveModal ? <SaveModal collectable={collectable} opener={opener} /> : null;
}

/**
 * The save button (shopping spec sections 3 and 4): shows whether the member has the item in any collection,
 * and opens 'Your Collections' for it; a visitor is asked to log in and the item then goes to Favorites.
 */
export function SaveToCollection({ collectableType, collectableId, name, variant }: Props) {
  const collectable = useMemo(
    () => readCollectable(collectableType, collectableId, pageFacts().pageType),
    [collectableType, collectableId],
  );
  const { collections, isLoggedIn, statusChecked } = useStore($user);
  const open = useStore($saveModal) !== null;
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const host = useStore($opener) === id;
  const saved =
    collectable !== undefined &&
    collections.userCollectionAssociations.some((association) => isAssociationOf(association, collectable));

  // A CMS removing the slot of the button whose modal is open closes the modal with it.
  useEffect(
    () => () => {
      if ($opener.get() !== id) return;
      $opener.set(null);
      closeSaveModal();
    },
    [id],
  );

  const intent = () => {
    if (!collectable) return;
    if (isLoggedIn) modalPart.prefetch();
    else if (statusChecked) demandWidget('auth');
  };
  const press = () => {
    if (!collectable) {
      reportError(
        new Error('This save button has no collectable id (data-collectable-id) of a known type, so it does not open.'),
        {
          widget: WIDGET,
          phase: 'props',
          collectableType,
          collectableId,
        },
      );
      return;
    }
    $opener.set(id);
    // The modal's code starts now, while the login status may still be on its way.
    if (!statusChecked || isLoggedIn) modalPart.prefetch();
    void pressSaveButton(collectable, (error) => reportError(error, { widget: WIDGET, phase: 'load' }));
  };

  const label = saved ? 'Saved' : 'Save';
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`save-button${variant === 'icon' ? ' save-button--icon' : ''}`}
        aria-haspopup={collectable ? 'dialog' : undefined}
        aria-expanded={collectable ? host && open : undefined}
        data-saved={saved || undefined}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={press}
      >
        <BookmarkIcon filled={saved} />
        <span className={variant === 'icon' ? 'ui-visually-hidden' : 'save-button__text'}>{label}</span>
        {name ? <span className="ui-visually-hidden"> {name}</span> : null}
      </button>
      {host && <ModalHost opener={button} />}
    </>
  );
}
