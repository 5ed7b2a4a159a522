import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The header menus' links from the page's `links` config (shell spec, "Fixed links"): each is shown when its
// URL is there and safe, and left out on its own otherwise.

type Links = typeof import('./account-links');
let links: Links;

async function withConfig(config: Record<string, unknown> | string) {
  document.getElementById('site-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-config';
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(script);
  links = await import('./account-links');
}

const pairs = (list: Array<{ name: string; href: string }>) => list.map(({ name, href }) => [name, href]);
const CONFIGURED = {
  account: '/me',
  ordersAndReturns: '/me/orders',
  rewards: '/me/rewards',
  aboutUs: '/about-us',
  shippingFaq: '/help/shipping',
};

beforeEach(() => vi.resetModules());
afterEach(() => document.getElementById('site-config')?.remove());

describe('given every link configured', () => {
  beforeEach(() => withConfig({ links: CONFIGURED }));

  it('the account menu: My Account, My Collections, My Orders & Returns, Rewards, About Us, Shipping FAQ', () => {
    expect(pairs(links.accountMenuLinks('/users/203-victor'))).toEqual([
      ['My Account', '/me'],
      ['My Collections', '/users/203-victor'],
      ['My Orders & Returns', '/me/orders'],
      ['Rewards', '/me/rewards'],
      ['About Us', '/about-us'],
      ['Shipping FAQ', '/help/shipping'],
    ]);
  });

  it("the phone's group: the member's five links; the visitor's Rewards and About Us; Shipping FAQ apart", () => {
    expect(pairs(links.memberGroupLinks('/users/203-victor')).map(([name]) => name)).toEqual([
      'My Account',
      'My Collections',
      'My Orders & Returns',
      'Rewards',
      'About Us',
    ]);
    expect(pairs(links.visitorGroupLinks())).toEqual([
      ['Rewards', '/me/rewards'],
      ['About Us', '/about-us'],
    ]);
    expect(pairs(links.shippingFaqLinks())).toEqual([['Shipping FAQ', '/help/shipping']]);
  });
});

describe('a link left out', () => {
  it.each([
    ['a link that is not a path', { ...CONFIGURED, aboutUs: 'javascript:alert(1)' }, 'About Us'],
    ['another origin', { ...CONFIGURED, shippingFaq: '//evil.example/shipping' }, 'Shipping FAQ'],
    ['a backslash host', { ...CONFIGURED, account: '/\\evil.example' }, 'My Account'],
    ['null', { ...CONFIGURED, ordersAndReturns: null }, 'My Orders & Returns'],
    ['not a string', { ...CONFIGURED, rewards: 42 }, 'Rewards'],
  ])('%s: only that one, the others stay', async (_case, configured, missing) => {
    await withConfig({ links: configured });
    const names = links.accountMenuLinks('/users/203-victor').map(({ name }) => name);
    expect(names).not.toContain(missing);
    expect(names).toHaveLength(5);
  });

  it('the collections link when the user has no url or an unsafe one', async () => {
    await withConfig({ links: CONFIGURED });
    expect(links.memberGroupLinks(null).map(({ name }) => name)).not.toContain('My Collections');
    expect(links.memberGroupLinks('javascript:alert(1)').map(({ name }) => name)).not.toContain('My Collections');
  });

  it('every one when the block is not an object', async () => {
    await withConfig({ links: 'everything' });
    expect(links.accountMenuLinks('/users/203-victor')).toEqual([
      { name: 'My Collections', href: '/users/203-victor' },
    ]);
    expect(links.visitorGroupLinks()).toEqual([]);
  });
});

it('absent, the links are the documented defaults', async () => {
  await withConfig({});
  expect(pairs(links.accountMenuLinks(null))).toEqual([
    ['My Account', '/users/account'],
    ['My Orders & Returns', '/users/orders'],
    ['Rewards', '/users/rewards'],
    ['About Us', '/about'],
    ['Shipping FAQ', '/shipping'],
  ]);
});
