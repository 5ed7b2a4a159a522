import { configValue } from '../../shared/config/site-config';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $loadedBasketCount } from '../../stores/basket/basket';
import { followCartLink, openBasketPreview, prepareBasketPreview } from '../../stores/basket/basket-preview';
import { closeMobileNav } from '../../stores/navigation/navigation';

/**
 * The header's cart button. It opens the basket preview drawer (the drawer's modal core returns focus here
 * when it closes), or, with the standalone cart, is a link to the cart page. Until the basket has loaded it
 * shows the count the server rendered, so the number does not flicker to 0.
 */
export function CartButton({ servedCount }: { servedCount: number }) {
  // A server render knows only the page's count: the hydrating render shows it too, then the basket's.
  const count = useHydratedStore($loadedBasketCount, null) ?? servedCount;
  const className = `header-cart${count > 0 ? ' header-cart--filled' : ''}`;
  // The name starts with the spec's label and goes on with the count ('Open Cart 3 Items'), not an aria-label:
  // the visible 'Cart 3' must be part of the name (WCAG 2.5.3, axe label-content-name-mismatch), and the
  // count is then read out too.
  const content = (action: string) => (
    <>
      <VisuallyHidden>{action} </VisuallyHidden>Cart <span className="header-cart__count">{count}</span>
      <VisuallyHidden> Items</VisuallyHidden>
    </>
  );

  if (configValue('useStandaloneCart')) {
    return (
      <a
        className={className}
        href={configValue('cartPath')}
        onClick={(event) => {
          // A change still waiting to be sent goes first, so the cart page shows it (a new tab: it is sent anyway).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          if (followCartLink()) event.preventDefault();
        }}
      >
        {content('Go to')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={prepareBasketPreview}
      onFocus={prepareBasketPreview}
      onClick={() => {
        closeMobileNav();
        openBasketPreview();
      }}
    >
      {content('Open')}
    </button>
  );
}
