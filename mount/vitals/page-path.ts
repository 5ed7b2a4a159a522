/** The beacon schema's cap on `page` (payload-schema.ts reads it from here; the config's schema writes it out). */
export const MAX_PAGE_LENGTH = 512;

/**
 * The beacon's `page` when the server did not write `vitals.page`: the path with every segment that holds a digit
 * read as `:id`. This site numbers its members, products, orders and registries, and a member's segment carries
 * a name (`/users/203-victor-alvarez`): the whole segment goes, not only its digits. Cut at the schema's 512
 * characters: a longer path is sent cut, rather than losing the beacon.
 */
export function pagePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, MAX_PAGE_LENGTH);
}
