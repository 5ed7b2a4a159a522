import { describe, expect, it } from 'vitest';
import { resetSiteConfig } from './config/site-config';
import { isCheckoutPage, pageFacts } from './page-facts';

/** A new page with this config (the config is parsed once per page). */
function pageConfig(config: Record<string, unknown>) {
  resetSiteConfig();
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
}

describe('isCheckoutPage', () => {
  it.each([
    ['checkout', '/shop/checkout', true],
    ['checkout', '/shop/checkout/payment', true],
    ['checkout', '/shop/checkout/confirmation/9001', false],
    ['checkout', '/shop/checkout/order_confirmation', false],
    ['checkout', '/shop/checkout/order-confirmation/12', false],
    ['cart', '/shop/checkout', false],
    ['other', '/shop/checkout', false],
  ])('page type %s at %s: %s', (pageType, path, expected) => {
    expect(isCheckoutPage(pageType, path)).toBe(expected);
  });
});

describe('pageFacts', () => {
  it('reads the page type, content type, cart and checkout pages and the two flags from the config and URL', () => {
    pageConfig({ pageType: 'checkout', useStandaloneCart: true, useSearchPanel: true });
    expect(pageFacts('/shop/checkout')).toEqual({
      pageType: 'checkout',
      contentType: 'products',
      contentTypeIsKnown: true,
      isCheckout: true,
      isCart: false,
      useStandaloneCart: true,
      useSearchPanel: true,
    });
  });

  it.each([
    [{ pageType: 'cart' }, '/anything', true],
    [{ cartPath: '/cart' }, '/cart', true],
    [{}, '/users/cart', true],
    [{}, '/shop', false],
  ])('with %j at %s, the cart page: %s', (config, path, isCart) => {
    pageConfig(config);
    expect(pageFacts(path)).toMatchObject({ isCart, useStandaloneCart: false, useSearchPanel: false });
  });

  it('a recipe page is recipes (known); an unknown page is recipes (unknown)', () => {
    pageConfig({ pageType: 'recipe' });
    expect(pageFacts('/recipes/x')).toMatchObject({
      contentType: 'recipes',
      contentTypeIsKnown: true,
      isCheckout: false,
    });
    pageConfig({});
    expect(pageFacts('/about-us')).toMatchObject({ contentType: 'recipes', contentTypeIsKnown: false });
  });
});
