import * as v from 'valibot';
import { safeUrl } from '../../shared/safe-url';
import { CartButton } from './cart-button';
import { HeaderSearch } from './header-search';
import { UserButton } from './user-button';
import './header.css';

export const headerProps = v.object({
  /** The logo's text. */
  siteName: v.optional(v.string(), ''),
  /** The count the server rendered: shown until the basket has loaded. */
  cartCount: v.optional(v.string()),
  /** The navigation links before the cart, as the server rendered them. */
  links: v.optional(v.array(v.object({ name: v.string(), uri: v.string() })), []),
});

/**
 * The page's header bar, in the server's own markup (logo, search, navigation), so mounting moves nothing.
 * It upgrades the search form, fills the server's user box with the user button and turns the server's cart
 * link into the cart button.
 */
export function Header({ siteName, cartCount, links }: v.InferOutput<typeof headerProps>) {
  const served = Number.parseInt(cartCount ?? '', 10);
  return (
    <div className="site-header__bar">
      <a className="site-logo" href="/">
        {siteName}
      </a>
      <HeaderSearch />
      <UserButton />
      <nav className="site-nav" aria-label="Main">
        <ul>
          {links.map((link) => {
            const href = safeUrl(link.uri);
            return href ? (
              <li key={`${link.name} ${href}`}>
                <a href={href}>{link.name}</a>
              </li>
            ) : null;
          })}
          <li>
            <CartButton servedCount={Number.isNaN(served) ? 0 : served} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
