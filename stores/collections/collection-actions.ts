import { atom } from 'nanostores';
import { track } from '../../shared/analytics';
import { flash } from '../flash';
import { showAuth } from '../auth/auth-prompt';
import { $user } from '../user/user';
import { changeCollections } from '../user/user-lists';
import type { CollectionAssociation, UserCollection, UserCollections } from '../user/user-payload';
import { isAssociationOf, type Collectable } from './collectables';
import {
  collectionGroups,
  collectionNamed,
  collectionsHolding,
  DEFAULT_COLLECTION_NAME,
  draftErrors,
  SAVE_EVENTS,
  type CollectionDraft,
  type CollectionGroup,
  type CollectionLimits,
  type DraftErrors,
} from './collection-rules';
import { postAddCollectable, postCreateCollection, postRemoveCollectable } from './collections-api';

// What the 'Your Collections' modal does (shopping spec sections 4, 5, 7 and 8). Saving and removing change the
// member's associations at once (every button of the item follows) and put them back if the call fails, with the
// spec's message in the flash bar. One call per collection and item at a time: a second click while one is out
// does nothing.

export const CREATE_ERROR = 'Unexpected error creating collection.';
export const ADD_ERROR = 'Unexpected error saving collectable to collection.';
export const REMOVE_ERROR = 'Unexpected error removing collectable from collection.';
export const created = (name: string) => `Successfully created ${name}`;

/** Calls out: `collectionId:type:id` for a save or remove, 'create' for a create. */
export const $collectionRequests = atom<ReadonlySet<string>>(new Set());

const requestKey = (collectionId: number, { type, id }: Collectable) => `${collectionId}:${type}:${id}`;

/** Runs `call` unless one with the same key is out; false when it did not run. */
async function once<T>(key: string, call: () => Promise<T>): Promise<T | false> {
  if ($collectionRequests.get().has(key)) return false;
  $collectionRequests.set(new Set([...$collectionRequests.get(), key]));
  try {
    return await call();
  } finally {
    const left = new Set($collectionRequests.get());
    left.delete(key);
    $collectionRequests.set(left);
  }
}

const holds = (collections: UserCollections, collectionId: number, collectable: Collectable) =>
  collectionsHolding(collections.userCollectionAssociations, collectable).includes(collectionId);

/** The collections with one of them marked used at `lastUsed`. */
function touch(collections: UserCollections, collectionId: number, lastUsed: string | null): UserCollections {
  return {
    ...collections,
    userCollections: collections.userCollections.map((collection) =>
      collection.id === collectionId ? { ...collection, lastUsed } : collection,
    ),
  };
}

const lastUsedOf = (collectionId: number) =>
  $user.get().collections.userCollections.find((collection) => collection.id === collectionId)?.lastUsed ?? null;

/** After a failed call: the collection's `lastUsed` as it was, unless a later change has moved it since. */
function untouch(
  collections: UserCollections,
  collectionId: number,
  set: string,
  before: string | null,
): UserCollections {
  const now = collections.userCollections.find((collection) => collection.id === collectionId)?.lastUsed;
  return now === set ? touch(collections, collectionId, before) : collections;
}

/** Saves the item into one of the member's collections. Resolves true once the server has it. */
export function saveToCollection(collectionId: number, collectable: Collectable): Promise<boolean> {
  return once(requestKey(collectionId, collectable), async () => {
    const user = $user.get();
    if (!user.isLoggedIn) return false;
    if (holds(user.collections, collectionId, collectable)) return true;
    const association: CollectionAssociation = {
      collectionId,
      collectableType: collectable.type,
      collectableId: collectable.id,
    };
    const before = lastUsedOf(collectionId);
    const used = new Date().toISOString();
    changeCollections((collections) =>
      touch(
        { ...collections, userCollectionAssociations: [...collections.userCollectionAssociations, association] },
        collectionId,
        used,
      ),
    );
    try {
      await postAddCollectable(collectionId, collectable);
    } catch {
      changeCollections((collections) =>
        untouch(
          {
            ...collections,
            userCollectionAssociations: collections.userCollectionAssociations.filter(
              (item) => item.collectionId !== collectionId || !isAssociationOf(item, collectable),
            ),
          },
          collectionId,
          used,
          before,
        ),
      );
      flash(ADD_ERROR, 'error');
      return false;
    }
    track(SAVE_EVENTS[collectable.type], {
      collectable_type: collectable.type,
      collectable_id: collectable.id,
      collection_id: collectionId,
    });
    return true;
  }).then(Boolean);
}

/** Takes the item out of one of the member's collections. Resolves true once the server has removed it. */
export function removeFromCollection(collectionId: number, collectable: Collectable): Promise<boolean> {
  return once(requestKey(collectionId, collectable), async () => {
    const user = $user.get();
    if (!user.isLoggedIn) return false;
    const removed = user.collections.userCollectionAssociations.filter(
      (item) => item.collectionId === collectionId && isAssociationOf(item, collectable),
    );
    if (!removed.length) return true;
    const before = lastUsedOf(collectionId);
    const used = new Date().toISOString();
    changeCollections((collections) =>
      touch(
        {
          ...collections,
          userCollectionAssociations: collections.userCollectionAssociations.filter((item) => !removed.includes(item)),
        },
        collectionId,
        used,
      ),
    );
    try {
      await postRemoveCollectable(collectionId, collectable);
    } catch {
      // Put back once: the lists may have been replaced meanwhile (a recipe's recommended content brings them).
      changeCollections((collections) =>
        untouch(
          holds(collections, collectionId, collectable)
            ? collections
            : { ...collections, userCollectionAssociations: [...collections.userCollectionAssociations, removed[0]!] },
          collectionId,
          used,
          before,
        ),
      );
      flash(REMOVE_ERROR, 'error');
      return false;
    }
    return true;
  }).then(Boolean);
}

/** A save or removal of the item in that collection is out: its row is busy. */
export function isSaveRequestOut(
  requests: ReadonlySet<string>,
  collectionId: number,
  collectable: Collectable,
): boolean {
  return requests.has(requestKey(collectionId, collectable));
}

/** What a row of the modal presses: a collection's id, or 'default' for the Favorites a member has not made yet. */
export type RowTarget = number | 'default';

export interface CollectionRow {
  target: RowTarget;
  name: string;
  /** The collection holds the item (the row is pressed). */
  saved: boolean;
  /** Its call is out: a press does nothing. */
  busy: boolean;
}

export interface RowGroup {
  heading: CollectionGroup['heading'];
  rows: CollectionRow[];
}

/** The default collection before the member has one, as a row: pressing it makes it (create, then add). */
const DEFAULT_ROW: UserCollection = { id: 0, name: DEFAULT_COLLECTION_NAME, description: '', lastUsed: null };

/**
 * The modal's rows for the item, grouped (collectionGroups): each of the member's collections, saved or not and
 * busy or not, and 'Favorites' even before they have it.
 */
export function modalRows(
  collections: UserCollections,
  collectable: Collectable,
  requests: ReadonlySet<string>,
): RowGroup[] {
  const own = collections.userCollections;
  const holding = collectionsHolding(collections.userCollectionAssociations, collectable);
  const withDefault = collectionNamed(own, DEFAULT_COLLECTION_NAME) ? own : [...own, DEFAULT_ROW];
  return collectionGroups(withDefault, collections.serverOneWeekAgo).map(({ heading, collections: group }) => ({
    heading,
    rows: group.map(({ id, name }) =>
      id === DEFAULT_ROW.id
        ? { target: 'default', name, saved: false, busy: requests.has('create') }
        : { target: id, name, saved: holding.includes(id), busy: isSaveRequestOut(requests, id, collectable) },
    ),
  }));
}

/**
 * A row of the modal pressed: takes the item out of a collection holding it, else saves it in; `'default'` is
 * the Favorites row of a member who has none yet (made, then saved into).
 */
export function toggleInCollection(collectionId: RowTarget, collectable: Collectable): Promise<boolean> {
  if (collectionId === 'default') return saveToFavorites(collectable);
  return holds($user.get().collections, collectionId, collectable)
    ? removeFromCollection(collectionId, collectable)
    : saveToCollection(collectionId, collectable);
}

export type CreateOutcome =
  /** Made (the item, when given, is saved or its failure flashed): the new id. */
  | { status: 'created'; collectionId: number }
  /** An empty title: nothing happens. */
  | { status: 'ignored' }
  /** The rules' messages, field by field; nothing was sent. */
  | { status: 'invalid'; errors: DraftErrors }
  /** The create call failed: nothing was made, the message is flashed. */
  | { status: 'failed' }
  /** A visitor: the login prompt is open, and the create runs once logged in. Or a create is already out. */
  | { status: 'waiting' };

export interface CreateOptions {
  /** The default collection made on the way to a save: no 'Successfully created' for it. */
  quiet?: boolean;
}

/**
 * Creates a collection from the form's draft, then saves the item into it: the create call first, then the add
 * call with the new id (section 7). The draft is checked first (trimmed title within its maximum and not taken
 * ignoring case, description within its maximum); an empty title is ignored. A visitor is asked to log in
 * (reason 'save') and the create runs after.
 */
export async function createCollection(
  draft: CollectionDraft,
  limits: CollectionLimits,
  collectable?: Collectable,
  { quiet = false }: CreateOptions = {},
): Promise<CreateOutcome> {
  const title = draft.title.trim();
  if (!title) return { status: 'ignored' };
  if (!$user.get().isLoggedIn) {
    showAuth('save', () => {
      void createCollection(draft, limits, collectable, { quiet }).then((outcome) => {
        // The form the draft came from may be gone: the first message says why nothing was made.
        if (outcome.status === 'invalid')
          flash(outcome.errors.title ?? outcome.errors.description ?? CREATE_ERROR, 'error');
      });
    });
    return { status: 'waiting' };
  }
  const errors = draftErrors(draft, limits, $user.get().collections.userCollections);
  if (errors.title || errors.description) return { status: 'invalid', errors };
  const description = draft.description.trim();
  const outcome = await once('create', async (): Promise<CreateOutcome> => {
    let collectionId: number;
    try {
      collectionId = await postCreateCollection(title, description);
    } catch {
      flash(CREATE_ERROR, 'error');
      return { status: 'failed' };
    }
    const collection = { id: collectionId, name: title, description, lastUsed: new Date().toISOString() };
    changeCollections((collections) =>
      collections.userCollections.some((existing) => existing.id === collectionId)
        ? collections
        : { ...collections, userCollections: [...collections.userCollections, collection] },
    );
    if (!quiet) flash(created(title), 'success');
    return { status: 'created', collectionId };
  });
  if (!outcome) return { status: 'waiting' };
  if (outcome.status === 'created' && collectable) await saveToCollection(outcome.collectionId, collectable);
  return outcome;
}

/** The default collection's name is fixed: the form's maximum (which may be lower) is not for it. */
const NO_LIMITS: CollectionLimits = { titleMax: Infinity, descriptionMax: Infinity };

/**
 * Saves the item to the member's 'Favorites', making that collection first when they have none. The item
 * already in it stays as it is.
 */
export async function saveToFavorites(collectable: Collectable): Promise<boolean> {
  if (!$user.get().isLoggedIn) return false;
  const favorites = collectionNamed($user.get().collections.userCollections, DEFAULT_COLLECTION_NAME);
  if (favorites) return saveToCollection(favorites.id, collectable);
  const outcome = await createCollection({ title: DEFAULT_COLLECTION_NAME, description: '' }, NO_LIMITS, collectable, {
    quiet: true,
  });
  return outcome.status === 'created' && holds($user.get().collections, outcome.collectionId, collectable);
}
