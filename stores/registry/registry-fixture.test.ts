import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registryFixtureClient, type RegistryFixtureClient } from '../../fixtures/testing/registry-fixture-app';

// The registry store on the fixture site's registry page: the page config the server writes, and every call
// answered by the fixture server's own routes (fixtures/server/routes/registry.ts), with its visitor and CSRF.

type RegistryModule = typeof import('./registry');
let registry: RegistryModule;
let $flash: typeof import('../flash').$flash;
let site: RegistryFixtureClient;

/** The registry page's <head> as the server wrote it: its site-config block is what the store reads. */
async function openRegistryPage(path = '/shop/registry/7701'): Promise<void> {
  const page = await site.page(path);
  document.head.innerHTML = /<script type="application\/json" id="site-config">.*?<\/script>/s.exec(page)?.[0] ?? '';
}

async function listen(): Promise<void> {
  registry.$registry.listen(() => {});
  await registry.loadRegistry();
}

const state = () => registry.$registry.get();

beforeEach(async () => {
  vi.resetModules();
  ({ $flash } = await import('../flash'));
  registry = await import('./registry');
  site = await registryFixtureClient();
  vi.stubGlobal('fetch', vi.fn(site.fetch));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the registry store on /shop/registry/7701', () => {
  it('loads the registry the page names, once', async () => {
    await openRegistryPage();
    await listen();
    expect(site.calls).toEqual(['GET /shop/registry/7701/ajax_data']);
    expect(state()).toMatchObject({
      registryId: 7701,
      status: 'loaded',
      paths: { add: '/shop/registry/7701/ajax_add_item', edit: '/shop/registry/7701/edit' },
    });
    expect(state().items.map((item) => [item.id, item.stillNeeded])).toEqual([
      [77011, 1],
      [77012, 1],
      [77013, 0],
      [77014, 1],
    ]);
    expect(state().skuIdsOnRegistry).toEqual(state().items.map((item) => item.skuId));
    expect(state().items[0]?.images[0]?.base?.url).toMatch(/^\/images\/products\/.+\.svg$/);
  });

  it('its owner adds, updates and removes, and items and skus follow the server', async () => {
    await site.login('priya.premier@example.com');
    await openRegistryPage();
    await listen();
    const newSku = 100101;
    expect(await registry.addRegistryItem(newSku, 2)).toBe(true);
    const added = state().items.find((item) => item.skuId === newSku);
    expect(added).toMatchObject({ requested: 2, purchased: 0, stillNeeded: 2 });
    expect(state().skuIdsOnRegistry).toContain(newSku);
    expect(await registry.updateRegistryItem(added!.id, 5)).toBe(true);
    expect(state().items.find((item) => item.id === added!.id)).toMatchObject({ requested: 5, stillNeeded: 5 });
    expect(await registry.removeRegistryItem(added!.id)).toBe(true);
    expect(state().skuIdsOnRegistry).not.toContain(newSku);
    expect(state().items).toHaveLength(4);
    expect($flash.get().notification).toBeNull();
  });

  it('a gifter (not the owner) is refused in the server’s words, and the registry stays as it was', async () => {
    await openRegistryPage();
    await listen();
    const before = state();
    expect(await registry.removeRegistryItem(77011)).toBe(false);
    expect(site.calls).toContain('POST /shop/registry/7701/ajax_remove_item');
    expect(state()).toEqual(before);
    expect($flash.get().notification).toEqual({
      message: 'Only the registry owner can change it.',
      isError: true,
      isSuccess: false,
    });
  });

  it('an unknown sku is refused with the server’s reason', async () => {
    await site.login('priya.premier@example.com');
    await openRegistryPage();
    await listen();
    expect(await registry.addRegistryItem(999_999)).toBe(false);
    expect($flash.get().notification?.message).toBe('Item not found.');
  });
});

describe('on a page without a registry (/shop/registry)', () => {
  it('stays empty and asks nothing', async () => {
    await openRegistryPage('/shop/registry');
    await listen();
    expect(site.calls).toEqual([]);
    expect(state()).toEqual(registry.REGISTRY_EMPTY);
  });
});
