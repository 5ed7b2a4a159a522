import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { configValue } from '../../shared/config/site-config';
import { Modal } from '../../shared/ui/modal/modal';
import { $collectionRequests, isSaveRequestOut, toggleInCollection } from '../../stores/collections/collection-actions';
import { collectionGroups, collectionNamed, collectionsHolding, DEFAULT_COLLECTION_NAME, type CollectionLimits } from '../../stores/collections/collection-rules';
import type { Collectable } from '../../stores/collections/collectables';
import { closeSaveModal } from '../../stores/collections/save-modal';
import { $user } from '../../stores/user/user';
import type { UserCollection } from '../../stores/user/user-payload';
import { CreateCollectionForm } from './create-collection-form';

// The 'Your Collections' modal: the member's collections, each saving the item into it or taking it out, and the
// form that creates one. Loaded on the first open (save-button.tsx).

/** The default collection before the member has one: saving into it makes it (create, then add). */
const DEFAULT_ROW: UserCollection = { id: 0, name: DEFAULT_COLLECTION_NAME, description: '', lastUsed: null };

function limits(): CollectionLimits {
  return { titleMax: configValue('collectionTitleMaxLength'), descriptionMax: configValue('collectionDescriptionMaxLength') };
}

interface RowProps {
  collection: UserCollection;
  saved: boolean;
  busy: boolean;
  onPress: () => void;
}

function CollectionRow({ collection, saved, busy, onPress }: RowProps) {
  // The second click of a double click (its `detail` is 2) is not a second press: once the first is answered
  // it would take the item out again, and since a save moves its row to the top of 'Recent Collections', it
  // would land on the row that took that place and save there too.
  return (
    <button type="button" className="save-modal__row" aria-pressed={saved} aria-disabled={busy || undefined} onClick={(event) => busy || event.detail > 1 || onPress()}>
      <span className="save-modal__name" dir="auto">
        {collection.name}
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
  const holding = collectionsHolding(collections.userCollectionAssociations, collectable);
  const own = collections.userCollections;
  const rows = collectionNamed(own, DEFAULT_COLLECTION_NAME) ? own : [...own, DEFAULT_ROW];
  const id = useId();
  return (
    <>
      {collectionGroups(rows, collections.serverOneWeekAgo).map((group, index) => (
        <section key={group.heading} className="save-modal__group" aria-labelledby={`${id}${index}`}>
          <h3 className="save-modal__heading" id={`${id}${index}`}>
            {group.heading}
          </h3>
          <ul className="save-modal__list">
            {group.collections.map((collection) => (
              <li key={collection.id}>
                <CollectionRow
                  collection={collection}
                  saved={holding.includes(collection.id)}
                  busy={collection.id === DEFAULT_ROW.id ? requests.has('create') : isSaveRequestOut(requests, collection.id, collectable)}
                  onPress={() => void toggleInCollection(collection.id === DEFAULT_ROW.id ? 'default' : collection.id, collectable)}
                />
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
