import { isId } from '../../shared/ids';
import { COLLECTABLE_TYPES, type CollectableType, type CollectionAssociation } from '../user/user-payload';

// What a save button saves (shopping spec section 3): a product by sku, a recipe or a post, by id.

export interface Collectable {
  type: CollectableType;
  id: number;
}

/**
 * The type a page implies for a button that names none: a recipe page saves recipes, an article posts. Not a
 * product page: a product is saved by a sku, and an editor pasting a bare slot there would give the product's id.
 */
const TYPE_FOR_PAGE: Readonly<Record<string, CollectableType>> = { recipe: 'recipe', post: 'post' };

/**
 * A button's item from its slot's strings, or undefined without a usable id (the button then reports and
 * never opens). An unknown type is no item either; a missing one is the page's (`pageType`).
 */
export function readCollectable(
  type: string | undefined,
  id: string | undefined,
  pageType: string,
): Collectable | undefined {
  const kind =
    type === undefined || type === ''
      ? TYPE_FOR_PAGE[pageType]
      : (COLLECTABLE_TYPES as readonly string[]).includes(type)
        ? (type as CollectableType)
        : undefined;
  const number = id !== undefined && /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return kind && isId(number) ? { type: kind, id: number } : undefined;
}

export function isAssociationOf(association: CollectionAssociation, { type, id }: Collectable): boolean {
  return association.collectableType === type && association.collectableId === id;
}
