import * as v from 'valibot';

// Every key of the page's `site-config` block that the widgets on most pages read, with its type and default.
// mount/README.md documents them; a widget names the keys it needs and does not mount when one of them is bad.
// Keys only one feature reads are validated beside it (configValueIn), so other pages do not carry their rules:
// the sign-in dialog's (stores/auth/sign-in-config.ts) and the registry's (stores/registry/registry-config.ts).

/** A same-site path: URLs from page data become links and request targets, so nothing else is accepted. */
export const path = v.pipe(
  v.string(),
  // No lookaround: the JSON Schema made from it (dist/schemas) must compile in any language's regex engine.
  v.regex(/^\/([^/\\][^\\]*)?$/, 'a path starting with a single "/", without "\\"'),
);
/** A script's source: a same-site path or an https URL (a vendor's CDN). */
export const scriptSource = v.pipe(
  v.string(),
  v.regex(/^(\/[^/\s\\]|https:\/\/[^\s\\])[^\s\\]*$/, 'a path or an https URL'),
);
const maxLength = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A menu link: its default when absent; undefined (left out) when it is not a path. */
const link = (fallback: string) => v.optional(v.fallback(v.optional(path), undefined), fallback);

export const siteConfigSchema = {
  /** The kind of page; drives the search content type and sub-navigation settings. */
  pageType: v.optional(
    v.picklist(['home', 'recipe', 'post', 'shop', 'product', 'cart', 'checkout', 'collection', 'hotline', 'other']),
    'other',
  ),
  cartPath: v.optional(path, '/users/cart'),
  checkoutPath: v.optional(path, '/shop/checkout'),
  /** When on, the header's cart button goes to the cart page instead of opening the drawer. */
  useStandaloneCart: v.optional(v.boolean(), false),
  /** Search suggestions open in the side panel instead of under the header's search box. */
  useSearchPanel: v.optional(v.boolean(), false),
  /** Where the quick basket reads product details (`?id={productId}` is appended). Required by it. */
  productChooserDetailsPath: path,
  /** Products sold by e-mail fulfilment, which the quick basket does not load. */
  emailFulfilledProductIds: v.optional(v.array(v.number()), []),
  collectionTitleMaxLength: v.optional(maxLength, 50),
  collectionDescriptionMaxLength: v.optional(maxLength, 250),
  /** The redesigned header with a hub, instead of the classic one. */
  redesign: v.optional(v.boolean(), false),
  hub: v.optional(v.string(), 'default'),
  loyaltyEnabled: v.optional(v.boolean(), false),
  noAds: v.optional(v.boolean(), false),
  /** The Google Publisher Tag script the ads widget loads: a path or an https URL. */
  gptSrc: v.optional(scriptSource, 'https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  /** The ad slot definitions (stores/ads/ad-slots.ts reads each alone, so one bad definition costs only its slot). */
  adSlots: v.optional(v.array(v.unknown()), []),
  signupPath: v.optional(path, '/users/ajax_signup'),
  loginPath: v.optional(path, '/users/ajax_login'),
  socialLoginPath: v.optional(path, '/users/ajax_social_login'),
  logoutPath: v.optional(path, '/users/ajax_logout'),
  /** After a successful logout, reload the page instead of flashing 'Successfully logged out'. */
  reloadOnLogout: v.optional(v.boolean(), false),
  cookieSettingsPath: v.optional(path, '/users/cookie_settings'),
  loginSyncPath: v.optional(path, '/users/login_sync'),
  /** Named in the auth error message 'Please notify {email} if this keeps happening.' */
  supportEmail: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address')), 'help@example.com'),
  /** The header menus' links; each that is not a path is left out on its own (undefined), not the whole block. */
  links: v.optional(
    v.object({
      account: link('/users/account'),
      ordersAndReturns: link('/users/orders'),
      rewards: link('/users/rewards'),
      aboutUs: link('/about'),
      shippingFaq: link('/shipping'),
    }),
    {},
  ),
  /** Error reporting is off unless the page carries a project id and key. */
  airbrake: v.optional(
    v.object({
      projectId: v.pipe(v.number(), v.integer()),
      projectKey: v.pipe(v.string(), v.regex(/\S/, 'a key')),
      environment: v.optional(v.string(), 'production'),
      /** Notifier host; defaults to Airbrake's own. */
      host: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL'))),
    }),
  ),
} satisfies Record<string, v.GenericSchema>;

type Schema = typeof siteConfigSchema;
export type ConfigKey = keyof Schema;
export type SiteConfig = { [K in ConfigKey]: v.InferOutput<Schema[K]> };
