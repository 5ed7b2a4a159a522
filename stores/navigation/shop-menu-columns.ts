// Shop dropdown columns: the first 7 items, then groups of items 7-9, 9-10, 10-12, 12-14, then the rest
// plus Wedding Registry and a Go to The Shop link. The splits are slice boundaries: [0,7) [7,9) [9,10)
// [10,12) [12,14) [14,…).

/** A fixed link of the shop menu (shell spec, "Fixed links"). */
export interface ShopLink {
  name: string;
  uri: string;
}

export const SHOP_MENU_SPLITS = [7, 9, 10, 12, 14] as const;

export const WEDDING_REGISTRY: ShopLink = { name: 'Wedding Registry', uri: '/shop/registry' };
export const GO_TO_THE_SHOP: ShopLink = { name: 'Go to The Shop', uri: '/shop' };

/** Schoolhouse entry, inserted at index 3 (position 4) of the shop menu. */
export const SCHOOLHOUSE: ShopLink = { name: 'Schoolhouse', uri: '/shop/merchants/schoolhouse' };
export const SCHOOLHOUSE_INDEX = 3;

export interface ShopMenuColumn<T> {
  items: T[];
  /** Only the last column has links: Wedding Registry, then Go to The Shop. */
  links: readonly ShopLink[];
}

/**
 * The columns of the shop dropdown. A column whose slice is empty (a short menu) is left out, except the
 * last, which always holds the two fixed links.
 */
export function shopMenuColumns<T>(items: readonly T[]): Array<ShopMenuColumn<T>> {
  const columns: Array<ShopMenuColumn<T>> = [];
  let start = 0;
  for (const end of SHOP_MENU_SPLITS) {
    const slice = items.slice(start, end);
    if (slice.length > 0) columns.push({ items: slice, links: [] });
    start = end;
  }
  columns.push({ items: items.slice(start), links: [WEDDING_REGISTRY, GO_TO_THE_SHOP] });
  return columns;
}

/**
 * The shop menu with the Schoolhouse entry at index 3 (a shorter menu gets it at its end). A menu that already
 * links to Schoolhouse is returned as it is, so it never appears twice.
 */
export function insertSchoolhouse<T extends { uri: string | null }>(items: readonly T[]): Array<T | ShopLink> {
  if (items.some((item) => item.uri === SCHOOLHOUSE.uri)) return [...items];
  const menu: Array<T | ShopLink> = [...items];
  menu.splice(SCHOOLHOUSE_INDEX, 0, SCHOOLHOUSE);
  return menu;
}
