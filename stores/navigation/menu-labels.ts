// Labels and looks of dropdown entries (shell spec, "Dropdown content types").

export type LinkKind = 'sale' | 'holiday' | 'default';

/** In the shop menu "New Arrivals" displays as "New"; every other name as it is. */
export function displayName(name: string): string {
  return name.trim() === 'New Arrivals' ? 'New' : name;
}

/** "VIEW ALL" entries are emphasised. Matched on the trimmed name, in any case ("View All" too). */
export function isViewAll(name: string): boolean {
  return name.trim().toUpperCase() === 'VIEW ALL';
}

/** Items named "Sale" and "Holiday" get special link colours (the colours belong to the stylesheet). */
export function linkKind(name: string): LinkKind {
  const trimmed = name.trim();
  if (trimmed === 'Sale') return 'sale';
  if (trimmed === 'Holiday') return 'holiday';
  return 'default';
}

/** The Holiday entry shows no category sub-list. */
export function showsCategories(name: string): boolean {
  return name.trim() !== 'Holiday';
}

/** "Featured {featured_name}", default "Collections"; a blank or missing name gets the default. */
export function featuredHeading(featuredName?: string | null): string {
  return `Featured ${featuredName?.trim() || 'Collections'}`;
}

export interface MenuLabel {
  text: string;
  emphasised: boolean;
  kind: LinkKind;
  showCategories: boolean;
}

/** Every rule above for one entry name. */
export function menuLabel(name: string): MenuLabel {
  return {
    text: displayName(name),
    emphasised: isViewAll(name),
    kind: linkKind(name),
    showCategories: showsCategories(name),
  };
}
