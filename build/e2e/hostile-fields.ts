// Every server-provided field that reaches the page, for build/e2e/hostile-strings.e2e.ts: where it comes
// from, its path in that source, whether it is text (rendered as text) or a URL (a link or image that must be
// refused), the widget that shows it, and the step of the test's flow after which it is on screen.
//
// What "refused" means, as the readers already decide it (each widget's README): an entry of a list whose URL
// fails shared/safe-url.ts is dropped (navigation, features, search results, recirculation, so a URL is set on
// other entries than the name that is checked); a tile's or basket line's name stays, as plain text; the promo
// banner keeps its text without the link. Protocol-relative '//host' is refused for images too: there is no
// CDN exception, a CDN image must come as an https URL (safeUrl takes absolute http(s) URLs of any host, which
// the issue does not list). Page config URLs are validated by shared/config/schema.ts: a bad one makes the
// widget needing it not mount, its server markup staying, so the config flow checks only that nothing runs.
//
// Server-rendered slots (data-ssr) are walked too: the fixture server renders them from hostile props, so the
// browser parses the server's markup itself before the widget hydrates it (source 'server-render').
//
// Server fields that never reach the page, so not listed: the registry's answers (stores/registry/; no widget
// calls it yet), and POST /collections/{id}/ajax_toggle_save's error (no widget calls it yet, and its store
// flashes the spec's own message, never the server's). Add them here when a widget starts showing them.

/** Where a field comes from. */
export type Source =
  /**
   * A JSON answer, rewritten on its way to the page; `status` replaces the answer's status and `body` its body
   * (a refusal the server would not make here: only keys a body has are rewritten).
   */
  | { kind: 'json'; route: string; status?: number; body?: Record<string, unknown> }
  /** A plain-text answer (auth failures), replaced. */
  | { kind: 'text'; route: string; status: number }
  /** The data-props of the slots matching `slot`, as the page's server wrote them (their data-ssr dropped). */
  | { kind: 'props'; slot: string }
  /** A data-* attribute of the slots matching `slot`, as a CMS editor writes it. */
  | { kind: 'attribute'; slot: string; attribute: string }
  /** The page's site-config block. */
  | { kind: 'config' }
  /**
   * The props the fixture server hands the bundle's server render for the slots of `widget` (a name, or a prefix
   * ending in '*'): the slot arrives server-rendered from them (data-ssr kept), parsed as the server wrote it, and
   * hydrates (POST /__fixtures/server-render-edits).
   */
  | { kind: 'server-render'; widget: string };

export type Flow =
  | 'shell'
  | 'redesign'
  | 'mobile sheets'
  | 'bare header'
  | 'server render shell'
  | 'basket'
  | 'cart'
  | 'tiles'
  | 'article'
  | 'collection'
  | 'auth'
  | 'checkout'
  | 'guest checkout'
  | 'server render checkout'
  | 'config'
  | 'ads';

export interface HostileField {
  /** The source, as a reader of the report names it. */
  from: string;
  source: Source;
  /** Dot path in the source ('*': every element or property). */
  path: string;
  kind: 'text' | 'url';
  widget: string;
  flow: Flow;
  /**
   * Text fields: the step after which the hostile text is visible as text; 'hidden' (in the page as text at
   * the end, not on screen: an accessible name, a hidden bar) or 'hidden <step>' (the same, after that step);
   * 'unread': not checked on screen (the client does not read it, or does not show it in this flow: the
   * create call's error, for one, is flashed as the client's own words), but injected and counted all the same.
   */
  shows: string;
}

const NAV = '[data-widget="header"]';
const GLOBAL = 'navigation.global_navigation.features';
const SHOP = 'navigation.shop_navigation.features';
const CONTEXT = 'navigation.contextual_navigation';
const CURRENT = '**/users/ajax_current*';
const SUGGEST = '**/home/ajax_search_suggestions_ng*';
const BASKET = '**/users/cart/ajax_basket*';
const PANTRY = '**/pantry';
const CHOOSER = '**/shop/product_chooser_details*';
const RECOMMENDED = '**/blog/ajax_recommended_content*';
const IMAGE = 'images.0.*.url';

const header = (path: string, kind: HostileField['kind'], shows: string): HostileField => ({
  from: 'header slot data-props (navigation payload)',
  source: { kind: 'props', slot: NAV },
  path,
  kind,
  widget: 'header',
  flow: 'shell',
  shows,
});
const json = (
  from: string,
  route: string,
  flow: Flow,
  widget: string,
  rows: Array<[string, HostileField['kind'], string]>,
  refusal?: { status: number; body: Record<string, unknown> },
): HostileField[] =>
  rows.map(([path, kind, shows]) => ({
    from,
    source: { kind: 'json', route, ...refusal },
    path,
    kind,
    widget,
    flow,
    shows,
  }));
const props = (
  from: string,
  slot: string,
  flow: Flow,
  widget: string,
  rows: Array<[string, HostileField['kind'], string]>,
): HostileField[] =>
  rows.map(([path, kind, shows]) => ({ from, source: { kind: 'props', slot }, path, kind, widget, flow, shows }));
const attribute = (
  slot: string,
  attributeName: string,
  kind: HostileField['kind'],
  widget: string,
  flow: Flow,
  shows: string,
): HostileField => ({
  from: `${widget} slot ${attributeName}`,
  source: { kind: 'attribute', slot, attribute: attributeName },
  path: attributeName,
  kind,
  widget,
  flow,
  shows,
});
const serverRender = (
  from: string,
  widget: string,
  flow: Flow,
  rows: Array<[string, HostileField['kind'], string]>,
): HostileField[] =>
  rows.map(([path, kind, shows]) => ({
    from,
    source: { kind: 'server-render', widget },
    path,
    kind,
    widget,
    flow,
    shows,
  }));
const config = (path: string, kind: HostileField['kind'], widget: string, flow: Flow, shows: string): HostileField => ({
  from: 'page config (site-config)',
  source: { kind: 'config' },
  path,
  kind,
  widget,
  flow,
  shows,
});

export const HOSTILE_FIELDS: readonly HostileField[] = [
  // The shell: header (classic navigation), promo banner, features bar, loyalty banner, user, search.
  header(`${GLOBAL}.2.title`, 'text', 'load'),
  header(`${GLOBAL}.1.dropdown.0.name`, 'text', 'community menu'),
  header(`${GLOBAL}.1.dropdown.1+.uri`, 'url', 'community menu'),
  header(`${GLOBAL}.1.stories.0.title`, 'text', 'community menu'),
  header(`${GLOBAL}.1.stories.0.dek`, 'text', 'community menu'),
  header(`${GLOBAL}.1.stories.1+.uri`, 'url', 'community menu'),
  header(`${GLOBAL}.1.stories.*.image`, 'url', 'community menu'),
  header(`${GLOBAL}.2.dropdown.0.name`, 'text', 'recipes menu'),
  header(`${GLOBAL}.2.tags.0.name`, 'text', 'recipes menu'),
  header(`${GLOBAL}.2.tags.1+.uri`, 'url', 'recipes menu'),
  header(`${SHOP}.2.name`, 'text', 'shop menu'),
  header(`${SHOP}.3+.uri`, 'url', 'shop menu'),
  header(`${GLOBAL}.0.uri`, 'url', 'load'),
  header(`${SHOP}.0.featured_collections.*.uri`, 'url', 'load'),
  header(`${SHOP}.0.top_brands.*.image`, 'url', 'load'),
  ...props(
    'promo-banner slot data-props (promo_banner_active payload)',
    '[data-widget="promo-banner"]',
    'shell',
    'promo-banner',
    [
      ['banner.banner_text', 'text', 'load'],
      ['banner.link_path', 'url', 'load'],
      ['banner.promo_details', 'text', 'promo details'],
    ],
  ),
  ...json('GET /api/v1/promo_banner_active', '**/api/v1/promo_banner_active*', 'bare header', 'promo-banner', [
    ['banner.banner_text', 'text', 'load'],
    ['banner.link_text', 'text', 'load'],
    ['banner.promo_details', 'text', 'promo details'],
  ]),
  ...json(
    'GET /global-navigation/ajax_get_features_navigation',
    '**/global-navigation/ajax_get_features_navigation*',
    'bare header',
    'features-bar',
    [
      ['features.1.name', 'text', 'load'],
      ['features.2+.uri', 'url', 'load'],
      ['utilities.0.name', 'text', 'load'],
      ['utilities.2+.uri', 'url', 'load'],
    ],
  ),
  ...props(
    'features-bar slot data-props (features navigation payload)',
    '[data-widget="features-bar"]',
    'shell',
    'features-bar',
    [
      ['features.0.name', 'text', 'load'],
      ['features.2+.uri', 'url', 'load'],
      ['utilities.0.name', 'text', 'load'],
      ['utilities.2+.uri', 'url', 'load'],
    ],
  ),
  // The redesigned header (?redesign=1): the primary row and the hub's contextual row with its dropdowns, from
  // the slot's props on a desktop; on a phone each primary item's sheet from ajax_get_mobile_context_navigation.
  ...props('header slot data-props (redesigned navigation payload)', NAV, 'redesign', 'header', [
    ['navigation.primary_navigation.5.name', 'text', 'load'],
    ['navigation.primary_navigation.4.uri', 'url', 'load'],
    [`${CONTEXT}.0.menus.0.name`, 'text', 'load'],
    [`${CONTEXT}.0.menus.4.uri`, 'url', 'load'],
    [`${CONTEXT}.0.menus.1.types.0.name`, 'text', 'ingredients menu'],
    [`${CONTEXT}.0.menus.1.types.0.ingredients.0.name`, 'text', 'ingredients menu'],
    [`${CONTEXT}.0.menus.1.types.*.ingredients.1+.uri`, 'url', 'ingredients menu'],
    [`${CONTEXT}.0.menus.2.residents.0.name`, 'text', 'residents menu'],
    [`${CONTEXT}.0.menus.2.residents.1+.uri`, 'url', 'residents menu'],
    [`${CONTEXT}.0.menus.2.residents.*.image`, 'url', 'residents menu'],
    [`${CONTEXT}.0.menus.3.featured_videos.0.name`, 'text', 'videos menu'],
    [`${CONTEXT}.0.menus.3.featured_videos.1+.uri`, 'url', 'videos menu'],
    [`${CONTEXT}.0.menus.3.featured_videos.*.image`, 'url', 'videos menu'],
  ]),
  ...json(
    'GET /global-navigation/ajax_get_mobile_context_navigation',
    '**/global-navigation/ajax_get_mobile_context_navigation*',
    'mobile sheets',
    'header',
    [
      ['contextual_navigation.4.menus.0.name', 'text', 'community sheet'],
      ['contextual_navigation.4.menus.0.topics.0.name', 'text', 'unread'],
      ['contextual_navigation.4.menus.2.stories.0.title', 'text', 'stories panel'],
      ['contextual_navigation.4.menus.2.stories.0.dek', 'text', 'stories panel'],
      ['contextual_navigation.4.menus.2.stories.1+.uri', 'url', 'stories panel'],
      ['contextual_navigation.4.menus.2.stories.*.image', 'url', 'stories panel'],
      ['contextual_navigation.4.menus.2.story_topics.0.name', 'text', 'stories panel'],
      ['contextual_navigation.4.menus.2.story_topics.1+.uri', 'url', 'stories panel'],
      ['contextual_navigation.3.menus.0.category_groups.0.title', 'text', 'holiday panel'],
      ['contextual_navigation.3.menus.0.category_groups.0.categories.0.name', 'text', 'holiday panel'],
      ['contextual_navigation.3.menus.0.category_groups.*.categories.1+.uri', 'url', 'holiday panel'],
      ['contextual_navigation.3.menus.0.promo_units.0.title', 'text', 'holiday panel'],
      ['contextual_navigation.3.menus.0.promo_units.1+.uri', 'url', 'holiday panel'],
      ['contextual_navigation.3.menus.0.promo_units.*.image', 'url', 'holiday panel'],
    ],
  ),
  // Server-rendered slots (data-ssr) made from hostile data by the bundle's server render: parsed by the browser
  // as the server wrote them, then hydrated.
  ...serverRender('header server render (navigation payload)', 'header', 'server render shell', [
    [`${GLOBAL}.2.title`, 'text', 'load'],
    [`${GLOBAL}.0.uri`, 'url', 'load'],
    [`${GLOBAL}.1.dropdown.0.name`, 'text', 'community menu'],
    [`${GLOBAL}.1.dropdown.1+.uri`, 'url', 'community menu'],
    [`${GLOBAL}.1.stories.0.title`, 'text', 'community menu'],
    [`${GLOBAL}.1.stories.*.image`, 'url', 'community menu'],
    [`${SHOP}.2.name`, 'text', 'shop menu'],
    [`${SHOP}.3+.uri`, 'url', 'shop menu'],
  ]),
  ...serverRender('promo-banner server render (promo_banner_active payload)', 'promo-banner', 'server render shell', [
    ['banner.banner_text', 'text', 'load'],
    ['banner.link_path', 'url', 'load'],
    ['banner.promo_details', 'text', 'promo details'],
  ]),
  ...serverRender('features-bar server render (features navigation payload)', 'features-bar', 'server render shell', [
    ['features.0.name', 'text', 'load'],
    ['features.2+.uri', 'url', 'load'],
    ['utilities.0.name', 'text', 'load'],
    ['utilities.2+.uri', 'url', 'load'],
  ]),
  ...props(
    'loyalty-banner slot data-props (shipping policy)',
    '[data-widget="loyalty-banner"]',
    'shell',
    'loyalty-banner',
    [
      ['shippingPolicy.loyalty_tagline', 'text', 'load'],
      ['shippingPolicy.loyalty_free_shipping_message', 'text', 'load'],
    ],
  ),
  ...json('GET /users/ajax_current', CURRENT, 'shell', 'header, loyalty-banner', [
    ['base.redactedName', 'text', 'load'],
    ['base.name', 'text', 'unread'],
    ['base.firstName', 'text', 'unread'],
    ['base.login', 'text', 'unread'],
    ['base.email', 'text', 'unread'],
    ['base.url', 'url', 'user menu'],
    ['base.imageUrl', 'url', 'load'],
    ['base.collections.url', 'url', 'unread'],
    ['st_cookie.cookie_settings_path', 'url', 'unread'],
    ['st_login.login_sync_path', 'url', 'unread'],
  ]),
  ...json('GET /home/ajax_search_suggestions_ng', SUGGEST, 'shell', 'header (search)', [
    ['data.suggested_terms.0', 'text', 'search'],
    ['data.recipes.0.name', 'text', 'search'],
    ['data.recipes.1+.path', 'url', 'search'],
    [`data.recipes.0.${IMAGE}`, 'url', 'search'],
    ['data.products.0.name', 'text', 'search'],
    [`data.products.0.${IMAGE}`, 'url', 'search'],
    ['data.search_url', 'url', 'search'],
    // counts: a string there is no count, so no 'See all' row shows it
    ['data.totals.*', 'text', 'unread'],
  ]),
  // The basket drawer: the basket's lines, the recommendations under them, a failed change's error.
  ...json('GET /users/cart/ajax_basket', BASKET, 'basket', 'basket-drawer', [
    ['basket.basketItems.0.productName', 'text', 'drawer'],
    ['basket.basketItems.1.name', 'text', 'drawer'],
    ['basket.basketItems.*.uri', 'url', 'drawer'],
    ['basket.basketItems.0.options.0.value', 'text', 'drawer'],
    ['basket.basketItems.0.options.0.name', 'text', 'drawer'],
    [`basket.basketItems.*.${IMAGE}`, 'url', 'drawer'],
    ['basket.basketItems.*.removeMessages.0.message', 'text', 'drawer'],
    ['basket.basketItems.*.confirmMessages.0.message', 'text', 'drawer'],
    ['basket.vendors.*.name', 'text', 'unread'],
    ['basket.shipments.*.options.*.label', 'text', 'unread'],
  ]),
  ...json(
    'POST /users/cart/ajax_remove_item (422)',
    '**/users/cart/ajax_remove_item',
    'basket',
    'basket-drawer',
    [['error', 'text', 'remove']],
    { status: 422, body: { error: '' } },
  ),
  ...json('POST /pantry current_basket_recommended_content', PANTRY, 'basket', 'basket-drawer', [
    ['data.current_basket_recommended_content.0.name', 'text', 'drawer'],
    ['data.current_basket_recommended_content.*.skus.*.url', 'url', 'drawer'],
    [`data.current_basket_recommended_content.*.${IMAGE}`, 'url', 'drawer'],
    [`data.current_basket_recommended_content.*.skus.*.${IMAGE}`, 'url', 'drawer'],
  ]),
  // The cart page: the lines the server wrote into the slot (shown until the store's load lands), the lines of that
  // load, and the recommendations.
  ...json('GET /users/cart/ajax_basket (cart page)', BASKET, 'cart', 'cart', [
    ['basket.basketItems.0.productName', 'text', 'load'],
    ['basket.basketItems.1.name', 'text', 'load'],
    ['basket.basketItems.*.uri', 'url', 'load'],
    ['basket.basketItems.0.options.0.value', 'text', 'load'],
    [`basket.basketItems.*.${IMAGE}`, 'url', 'load'],
    ['basket.basketItems.*.removeMessages.0.message', 'text', 'load'],
    ['basket.basketItems.*.confirmMessages.0.message', 'text', 'load'],
  ]),
  ...props('cart slot data-props (the basket as the server rendered it)', '[data-widget="cart"]', 'cart', 'cart', [
    ['basket.basketItems.*.productName', 'text', 'page lines'],
    ['basket.basketItems.*.uri', 'url', 'page lines'],
  ]),
  ...json('POST /pantry current_basket_recommended_content (cart page)', PANTRY, 'cart', 'cart', [
    ['data.current_basket_recommended_content.0.name', 'text', 'load'],
    ['data.current_basket_recommended_content.*.skus.*.url', 'url', 'load'],
    [`data.current_basket_recommended_content.*.${IMAGE}`, 'url', 'load'],
  ]),
  // Tiles loaded through the pantry (a product's, and a recipe, a post and a product collection an editor pasted).
  ...json('POST /pantry product(id)', PANTRY, 'tiles', 'tile', [
    ['data.product.name', 'text', 'tiles'],
    ['data.product.uri', 'url', 'tiles'],
    ['data.product.path', 'url', 'tiles'],
    ['data.product.vendor.name', 'text', 'tiles'],
    ['data.product.price_range_description', 'text', 'unread'],
    ['data.product.variants.*.options.*.name', 'text', 'hidden'],
    [`data.product.${IMAGE}`, 'url', 'tiles'],
    [`data.product.skus.*.${IMAGE}`, 'url', 'tiles'],
  ]),
  ...json('POST /pantry recipe(id), post(id), product_collection(slug)', PANTRY, 'tiles', 'tile', [
    ['data.recipe.name', 'text', 'tiles'],
    ['data.recipe.uri', 'url', 'tiles'],
    ['data.recipe.user.name', 'text', 'tiles'],
    [`data.recipe.${IMAGE}`, 'url', 'tiles'],
    ['data.post.name', 'text', 'tiles'],
    ['data.post.uri', 'url', 'tiles'],
    ['data.post.user.name', 'text', 'tiles'],
    [`data.post.${IMAGE}`, 'url', 'tiles'],
    ['data.product_collection.name', 'text', 'tiles'],
    ['data.product_collection.uri', 'url', 'tiles'],
    ['data.product_collection.image.*.url', 'url', 'tiles'],
  ]),
  ...json('GET /shop/product_chooser_details', CHOOSER, 'tiles', 'quick-basket', [
    ['name', 'text', 'quick basket'],
    ['uri', 'url', 'quick basket'],
    ['description', 'text', 'unread'],
    ['vendor.name', 'text', 'unread'],
    ['vendor.uri', 'url', 'unread'],
    ['primary_category.name', 'text', 'unread'],
    ['price_range_description', 'text', 'unread'],
    ['variants_label', 'text', 'unread'],
    ['options.0.options.0.name', 'text', 'unread'],
    ['options.0.options.*.value', 'text', 'unread'],
    ['skus.*.name', 'text', 'unread'],
    [`${IMAGE}`, 'url', 'quick basket'],
    [`skus.*.${IMAGE}`, 'url', 'quick basket'],
  ]),
  // An article: the sub-navigation's recommended content and its slot, the flash bar, the save button and its modal.
  ...json('GET /blog/ajax_recommended_content', RECOMMENDED, 'article', 'sub-navigation', [
    ['recommendedContent.0.name', 'text', 'hidden'],
    ['recommendedContent.1+.uri', 'url', 'up next'],
    [`recommendedContent.*.${IMAGE}`, 'url', 'up next'],
    ['recommendedContent.*.user.name', 'text', 'unread'],
    ['recommendedContent.*.dek', 'text', 'unread'],
  ]),
  attribute('[data-widget="sub-navigation"]', 'data-title', 'text', 'sub-navigation', 'article', 'hidden load'),
  attribute('[data-widget="sub-navigation"]', 'data-share-url', 'url', 'sub-navigation', 'article', 'load'),
  attribute('[data-widget="sub-navigation"]', 'data-share-image', 'url', 'sub-navigation', 'article', 'load'),
  attribute('[data-widget="flash-bar"]', 'data-message', 'text', 'flash-bar', 'article', 'load'),
  attribute('[data-widget="save-to-collection"]', 'data-name', 'text', 'save-to-collection', 'article', 'hidden'),
  ...json('GET /users/ajax_current (collections)', CURRENT, 'article', 'save-to-collection', [
    ['base.collections.userCollections.0.name', 'text', 'save modal'],
    ['base.collections.userCollections.1.description', 'text', 'unread'],
  ]),
  ...json(
    'POST /collections/ajax_add_collection (422)',
    '**/collections/ajax_add_collection',
    'article',
    'save-to-collection',
    [['error', 'text', 'unread']],
    { status: 422, body: { error: '' } },
  ),
  // A collection page: its list of tiles from the slot's props.
  ...props('collection slot data-props (items)', '[data-widget="collection"]', 'collection', 'collection', [
    ['items.*.item.name', 'text', 'load'],
    ['items.*.item.uri', 'url', 'load'],
    [`items.*.item.${IMAGE}`, 'url', 'load'],
    ['items.*.item.user.name', 'text', 'unread'],
    ['items.*.item.vendor.name', 'text', 'unread'],
  ]),
  // The sign-in dialog: a 401's plain-text body is shown as the server wrote it.
  {
    from: 'POST /users/ajax_login (401 text)',
    source: { kind: 'text', route: '**/users/ajax_login', status: 401 },
    path: '(body)',
    kind: 'text',
    widget: 'auth',
    flow: 'auth',
    shows: 'log in',
  },
  // The checkout: the page's checkout state in each section's props, and a refused code's message.
  ...props('checkout slots data-props (checkout state)', '[data-widget^="checkout-"]', 'checkout', 'checkout-*', [
    ['checkout.checkoutOptions.addresses.0.firstName', 'text', 'load'],
    ['checkout.checkoutOptions.addresses.0.streetAddress', 'text', 'load'],
    ['checkout.checkoutOptions.addresses.0.city', 'text', 'load'],
    ['checkout.checkoutOptions.addresses.1+.lastName', 'text', 'unread'],
    ['checkout.checkoutOptions.billingInfos.0.label', 'text', 'load'],
    ['checkout.checkoutOptions.billingInfos.*.paypal.email', 'text', 'unread'],
    ['checkout.checkoutOptions.registryGifts.*.registryName', 'text', 'load'],
    ['checkout.checkoutOptions.shipments.*.options.*.label', 'text', 'load'],
    ['checkout.basket.basketItems.0.name', 'text', 'load'],
    ['checkout.basket.basketItems.1.productName', 'text', 'unread'],
    ['checkout.basket.basketItems.*.uri', 'url', 'load'],
    [`checkout.basket.basketItems.*.${IMAGE}`, 'url', 'load'],
    ['checkout.basket.vendors.*.name', 'text', 'unread'],
  ]),
  ...json(
    'POST /shop/checkout/ajax_apply_code (422, unknown key)',
    '**/shop/checkout/ajax_apply_code',
    'checkout',
    'checkout-codes',
    [
      ['errors.0.key', 'text', 'unread'],
      ['errors.0.message', 'text', 'apply code'],
    ],
  ),
  // A guest's checkout: the server's suggested address, and an accepted code's message and the review it brings.
  ...json(
    'POST /shop/checkout/ajax_save_address (suggestions)',
    '**/shop/checkout/ajax_save_address',
    'guest checkout',
    'checkout-shipping',
    [
      ['suggestions.0.firstName', 'text', 'suggestions'],
      ['suggestions.0.streetAddress', 'text', 'suggestions'],
      ['suggestions.0.city', 'text', 'suggestions'],
      ['suggestions.0.zip', 'text', 'suggestions'],
    ],
  ),
  ...json(
    'POST /shop/checkout/ajax_apply_code (accepted)',
    '**/shop/checkout/ajax_apply_code',
    'guest checkout',
    'checkout-codes, checkout-summary',
    [
      ['orderReview.promoCode.message', 'text', 'apply code'],
      ['orderReview.discount.display', 'text', 'apply code'],
      ['orderReview.total.display', 'text', 'apply code'],
    ],
  ),
  // The checkout's sections server-rendered from hostile data, then hydrated.
  ...serverRender('checkout sections server render (checkout state)', 'checkout-*', 'server render checkout', [
    ['checkout.checkoutOptions.addresses.0.firstName', 'text', 'load'],
    ['checkout.checkoutOptions.addresses.0.streetAddress', 'text', 'load'],
    ['checkout.checkoutOptions.billingInfos.0.label', 'text', 'load'],
    ['checkout.checkoutOptions.registryGifts.*.registryName', 'text', 'load'],
    ['checkout.checkoutOptions.shipments.*.options.*.label', 'text', 'load'],
    ['checkout.basket.basketItems.0.name', 'text', 'load'],
    ['checkout.basket.basketItems.*.uri', 'url', 'load'],
    [`checkout.basket.basketItems.*.${IMAGE}`, 'url', 'load'],
    ['checkout.orderReview.subTotal.display', 'text', 'load'],
  ]),
  // The page config (a developer's, validated: a bad URL is refused with the key) and the ads' definitions.
  config('links.account', 'url', 'header', 'config', 'unread'),
  config('links.ordersAndReturns', 'url', 'header', 'config', 'unread'),
  config('links.rewards', 'url', 'header', 'config', 'unread'),
  config('links.aboutUs', 'url', 'header', 'config', 'unread'),
  config('links.shippingFaq', 'url', 'header', 'config', 'unread'),
  config('cartPath', 'url', 'header, basket-drawer', 'config', 'unread'),
  config('checkoutPath', 'url', 'basket-drawer', 'config', 'unread'),
  config('gptSrc', 'url', 'ads', 'config', 'unread'),
  config('supportEmail', 'text', 'auth', 'config', 'unread'),
  config('adSlots.1+.path', 'text', 'ads', 'ads', 'unread'),
  config('adSlots.*.targeting.*.value', 'text', 'ads', 'ads', 'unread'),
  config('adSlots.*.targeting.*.name', 'text', 'ads', 'ads', 'unread'),
];
