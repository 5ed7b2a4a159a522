import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { configValue } from '../../shared/config/site-config';
import { Modal } from '../../shared/ui/modal/modal';
import {
  $collectionRequests,
  modalRows,
  toggleInCollection,
  type CollectionRow as Row,
} from '../../stores/collections/collection-actions';
import type { CollectionLimits } from '../../stores/collections/collection-rules';
import type { Collectable } from '../../stores/collections/collectables';
import { closeSaveModal } from '../../stores/collections/save-modal';
import { $user } from '../../stores/user/user';
import { CreateCollectionForm } from './create-collection-form';

// The 'Your Collections' modal: the member's collections, each saving the item into it or taking it out, and the
// form that creates one. Loaded on the first open (save-button.tsx).

function limits(): CollectionLimits {
  return {
    titleMax: configValue('collectionTitleMaxLength'),
    descriptionMax: configValue('collectionDescriptionMaxLength'),
  };
}

function CollectionRow({ row: { name, saved, busy }, onPress }: { row: Row; onPress: () => void }) {
  // The second click of a double click (its `detail` is 2) is not a second press: once the first is answered
  // it would take the item out again, and since a save moves its row to the top of 'Recent Collections', it
  // would land on the row that took that place and save there too.
  return (
    <button
      type="button"
      className="save-modal__row"
      aria-pressed={saved}
      aria-disabled={busy || undefined}
      onClick={(event) => busy || event.detail > 1 || onPress()}
    >
      <span className="save-modal__name" dir="auto">
        {name}
      </span>
      <span className="save-modal__mark" aria-hidden="true">
        {saved ? '✓' : '+'}
      </span>
    </button>
  );
}

function Lists({ collectable }: { collectable: Collectable }) {
  const { collections } = useStore($user);
  const requests = useStore($collectionRequests);
  const id = useId();
  return (
    <>
      {modalRows(collections, collectable, requests).map((group, index) => (
        <section key={group.heading} className="save-modal__group" aria-labelledby={`${id}${index}`}>
          <h3 className="save-modal__heading" id={`${id}${index}`}>
            {group.heading}
          </h3>
          <ul className="save-modal__list">
            {group.rows.map((row) => (
              <li key={row.target}>
                <CollectionRow row={row} onPress={() => void toggleInCollection(row.target, collectable)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export interface SaveModalProps {
  /** The item it is open for; null closes it. */
  collectable: Collectable | null;
  opener: { current: HTMLButtonElement | null };
}

export function SaveModal({ collectable, opener }: SaveModalProps) {
  // The item stays drawn while the modal closes (its fade), and the form keeps its text while the same button
  // reopens it.
  const [shown, setShown] = useState(collectable);
  if (collectable && collectable !== shown) setShown(collectable);
  return (
    <Modal.Root open={collectable !== null} onOpenChange={(open) => open || closeSaveModal()} triggerRef={opener}>
      <Modal.Content className="save-modal">
        <Modal.Close label="Close" />
        <Modal.Title>Your Collections</Modal.Title>
        {shown && <Lists collectable={shown} />}
        {shown && <CreateCollectionForm collectable={shown} limits={limits} />}
      </Modal.Content>
    </Modal.Root>
  );
}
