import type { CollectableType, CollectionAssociation, UserCollection } from '../user/user-payload';
import { isAssociationOf, type Collectable } from './collectables';

// The collection rules of the shopping spec (section 5 "Collections" and section 9): the form's checks and the
// modal's grouping. Pure, so the modal and the tests read the same rules.

/** The default collection: shown in the modal even before the member has one, and made on first save. */
export const DEFAULT_COLLECTION_NAME = 'Favorites';

/** At most this many 'Recent Collections'. */
export const RECENT_COLLECTIONS_MAX = 5;

/** The ids of the member's collections that hold the item. */
export function collectionsHolding(associations: readonly CollectionAssociation[], collectable: Collectable): number[] {
  return associations
    .filter((association) => isAssociationOf(association, collectable))
    .map((association) => association.collectionId);
}

/** The spec's analytics event for a save, by type. */
export const SAVE_EVENTS: Readonly<Record<CollectableType, string>> = {
  recipe: 'Recipe Saves',
  post: 'Blog Saves',
  product_sku: 'Product Saves',
};

export const titleTooLong = (max: number) => `Collection titles can't be longer than ${max} characters.`;
export const descriptionTooLong = (max: number) => `Collection description can't be longer than ${max} characters.`;
export const titleTaken = (title: string) => `Collection ${title} already exists`;

export interface CollectionDraft {
  title: string;
  description: string;
}

export interface CollectionLimits {
  titleMax: number;
  descriptionMax: number;
}

export interface DraftErrors {
  title?: string;
  description?: string;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The member's collection of that name, compared as titles are (ignoring case). */
export function collectionNamed(collections: readonly UserCollection[], name: string): UserCollection | undefined {
  return collections.find((collection) => sameName(collection.name, name));
}

/**
 * What is wrong with a draft, field by field: the title trimmed and within its maximum and not taken by one of
 * the member's collections (ignoring case); the description within its maximum (trimmed, as it is sent). An
 * empty title is not an error: the form ignores it.
 */
export function draftErrors(
  { title, description }: CollectionDraft,
  limits: CollectionLimits,
  collections: readonly UserCollection[],
): DraftErrors {
  const name = title.trim();
  const errors: DraftErrors = {};
  if (name.length > limits.titleMax) errors.title = titleTooLong(limits.titleMax);
  else if (name && collectionNamed(collections, name)) errors.title = titleTaken(name);
  if (description.trim().length > limits.descriptionMax) errors.description = descriptionTooLong(limits.descriptionMax);
  return errors;
}

export interface CollectionGroup {
  heading: 'Recent Collections' | 'Other Collections' | 'Existing Collections';
  collections: UserCollection[];
}

const lastUsedAt = (collection: UserCollection) =>
  collection.lastUsed === null ? NaN : Date.parse(collection.lastUsed);

/**
 * The modal's lists: up to 5 'Recent Collections' (used since the server's one-week-ago mark, the latest first)
 * and the rest as 'Other Collections' (by name). When one of the two would be empty there is no split: one
 * list, 'Existing Collections', in the same order. No collections: no groups.
 */
export function collectionGroups(
  collections: readonly UserCollection[],
  serverOneWeekAgo: string | null,
): CollectionGroup[] {
  const since = serverOneWeekAgo === null ? NaN : Date.parse(serverOneWeekAgo);
  const recent = Number.isNaN(since)
    ? []
    : collections
        .filter((collection) => lastUsedAt(collection) >= since)
        .sort((a, b) => lastUsedAt(b) - lastUsedAt(a))
        .slice(0, RECENT_COLLECTIONS_MAX);
  const other = collections
    .filter((collection) => !recent.includes(collection))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  if (recent.length && other.length) {
    return [
      { heading: 'Recent Collections', collections: recent },
      { heading: 'Other Collections', collections: other },
    ];
  }
  const all = [...recent, ...other];
  return all.length ? [{ heading: 'Existing Collections', collections: all }] : [];
}
