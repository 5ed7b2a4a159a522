import { configValueOrUndefined } from './config/site-config';
import { contentTypeForPage, type ContentType } from './search/search-destination';

// What a widget may ask about the page it is on (shell spec, "Other"): read from the page's config and URL,
// the same for every widget. The basket drawer (the lazily loaded side panel) reads it.

export interface PageFacts {
  pageType: string;
  contentType: ContentType;
  contentTypeIsKnown: boolean;
  /** The checkout controller's page, but not an order confirmation. */
  isCheckout: boolean;
  isCart: boolean;
  useStandaloneCart: boolean;
  useSearchPanel: boolean;
}

/** Order confirmation URLs, which the checkout controller also serves: /shop/checkout/confirmation/{id}. */
const ORDER_CONFIRMATION = /\/(order[_-])?confirmation(\/|$)/;

/** "The checkout page is detected by the checkout controller, excluding order confirmation URLs." */
export function isCheckoutPage(pageType: string, pathname: string): boolean {
  return pageType === 'checkout' && !ORDER_CONFIRMATION.test(pathname);
}

export function pageFacts(pathname: string = location.pathname): PageFacts {
  const pageType = configValueOrUndefined('pageType') ?? 'other';
  const cartPath = configValueOrUndefined('cartPath') ?? '/users/cart';
  return {
    pageType,
    ...contentTypeForPage(pageType, pathname),
    isCheckout: isCheckoutPage(pageType, pathname),
    isCart: pageType === 'cart' || pathname === cartPath,
    useStandaloneCart: configValueOrUndefined('useStandaloneCart') ?? false,
    useSearchPanel: configValueOrUndefined('useSearchPanel') ?? false,
  };
}
