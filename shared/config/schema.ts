import * as v from 'valibot';

// Every key of the page's `site-config` block, with its type and default. mount/README.md documents them;
// a widget names the keys it needs and does not mount when one of them is bad.

/** A same-site path: URLs from page data become links and request targets, so nothing else is accepted. */
const path = v.pipe(v.string(), v.regex(/^\/(?!\/)/, 'a path starting with a single "/"'));
/** A registry path template: a path whose segment `0` is replaced by the registry id. */
const registryPath = v.pipe(path, v.regex(/\/0(\/|$)/, 'a path with a /0/ segment for the registry id'));
/** The highest login proof-of-work difficulty a page may ask for (bits): about 16 million hashes on average. */
export const POW_MAX_DIFFICULTY = 24;
const maxLength = v.pipe(v.number(), v.integer(), v.minValue(1));

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
  signupPath: v.optional(path, '/users/ajax_signup'),
  loginPath: v.optional(path, '/users/ajax_login'),
  socialLoginPath: v.optional(path, '/users/ajax_social_login'),
  logoutPath: v.optional(path, '/users/ajax_logout'),
  cookieSettingsPath: v.optional(path, '/users/cookie_settings'),
  loginSyncPath: v.optional(path, '/users/login_sync'),
  /** Named in the auth error message 'Please notify {email} if this keeps happening.' */
  supportEmail: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'an e-mail address')), 'help@example.com'),
  /**
   * Login proof of work: when on, a login carries a token found in a Web Worker (stores/user/README.md has the
   * algorithm). The difficulty is the number of leading zero bits of the token's SHA-256.
   */
  loginProofOfWork: v.optional(v.boolean(), false),
  loginProofOfWorkDifficulty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(POW_MAX_DIFFICULTY)), 16),
  /** The social sign-in provider's SDK (v2.6), loaded only when a shopper picks it: a path or an https URL. */
  socialSdkSrc: v.optional(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)[^\s]+$/, 'a path or an https URL')), 'https://connect.facebook.net/en_US/sdk.js'),
  /** The app id the SDK is initialised with. */
  socialAppId: v.optional(v.string(), ''),
  /** The registry this page is about (a registry page, a gifter's basket); absent: none. */
  registryId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The registry calls: path templates in which the segment `0` stands for the registry id. */
  registryPaths: v.optional(
    v.object({
      data: v.optional(registryPath, '/shop/registry/0/ajax_data'),
      update: v.optional(registryPath, '/shop/registry/0/ajax_update_item'),
      remove: v.optional(registryPath, '/shop/registry/0/ajax_remove_item'),
      add: v.optional(registryPath, '/shop/registry/0/ajax_add_item'),
      edit: v.optional(registryPath, '/shop/registry/0/edit'),
    }),
    {},
  ),
  links: v.optional(
    v.object({
      account: v.optional(path, '/users/account'),
      ordersAndReturns: v.optional(path, '/users/orders'),
      rewards: v.optional(path, '/users/rewards'),
      aboutUs: v.optional(path, '/about'),
      shippingFaq: v.optional(path, '/shipping'),
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
