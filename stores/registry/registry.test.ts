import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD,
  DATA,
  html,
  json,
  networkFailure,
  pageConfig,
  registryAnswer,
  registryItem,
  registryServer,
  REMOVE,
  UPDATE,
  type Answer,
} from '../../fixtures/testing/registry-test-server';

// A fresh module (a fresh store, config and once-per-page load) for every test.
type RegistryModule = typeof import('./registry');
let registry: RegistryModule;
let $flash: typeof import('../flash').$flash;

const state = () => registry.$registry.get();
const flashed = () => $flash.get().notification;
const ITEMS = [registryItem(77011, 100102), registryItem(77012, 100500)];

/** Watched as a widget would: the store's onMount (the load) runs. */
async function listen(): Promise<void> {
  registry.$registry.listen(() => {});
  await registry.loadRegistry();
}

/** An answer held back until released: to answer out of order. */
function held(answer: Answer): { answer: Answer; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: async () => (await gate, answer()), release: () => release() };
}

beforeEach(async () => {
  vi.resetModules();
  ({ $flash } = await import('../flash'));
  registry = await import('./registry');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('without a registry on the page', () => {
  it.each([
    ['no registryId', {}],
    ['a registryId that is a string', { registryId: '7701' }],
    ['a registryId of 0', { registryId: 0 }],
    ['bad registryPaths', { registryId: 7701, registryPaths: { data: '/shop/registry/ajax_data' } }],
  ])('%s: the store stays empty and sends nothing, even when asked to change', async (_case, config) => {
    pageConfig(config);
    const api = registryServer({});
    await listen();
    expect(await registry.addRegistryItem(100102)).toBe(false);
    expect(await registry.removeRegistryItem(77011)).toBe(false);
    expect(await registry.updateRegistryItem(77011, 2)).toBe(false);
    expect(api.calls).toEqual([]);
    expect(state()).toEqual(registry.REGISTRY_EMPTY);
  });
});

describe('loading', () => {
  beforeEach(() => pageConfig({ registryId: 7701 }));

  it('waits until a widget listens (or reads it: nanostores mounts a store for a get())', async () => {
    const api = registryServer({ [DATA]: json(registryAnswer(ITEMS)) });
    await Promise.resolve();
    expect(api.calls).toEqual([]);
    expect(state().status).toBe('loading');
    await registry.loadRegistry();
    expect(api.paths()).toEqual([DATA]);
  });

  it('GETs the data path once however many listen, and keeps the items, their skus and the paths', async () => {
    const api = registryServer({ [DATA]: json(registryAnswer(ITEMS)) });
    registry.$registry.listen(() => {});
    registry.$registry.subscribe(() => {});
    await listen();
    expect(api.paths()).toEqual([DATA]);
    expect(state()).toMatchObject({
      registryId: 7701,
      status: 'loaded',
      skuIdsOnRegistry: [100102, 100500],
      items: [
        { id: 77011, skuId: 100102, requested: 2, purchased: 1, stillNeeded: 1, name: 'Sku 100102', price: 48 },
        { id: 77012, skuId: 100500 },
      ],
      item: null,
      changing: false,
      paths: {
        data: '/shop/registry/7701/ajax_data',
        update: '/shop/registry/7701/ajax_update_item',
        remove: '/shop/registry/7701/ajax_remove_item',
        add: '/shop/registry/7701/ajax_add_item',
        edit: '/shop/registry/7701/edit',
      },
    });
  });

  it.each([
    ['a 404', json({ error: 'Registry not found.' }, 404)],
    ['an HTML page', html('<!doctype html><h1>Please log in</h1>')],
    ['an answer without items', json({ registryId: 7701 })],
  ])('%s: failed, empty, and nothing flashed', async (_case, answer) => {
    registryServer({ [DATA]: answer });
    await listen();
    expect(state()).toMatchObject({ status: 'failed', items: [], skuIdsOnRegistry: [] });
    expect(flashed()).toBeNull();
  });
});

describe('the page config paths', () => {
  it('fills the templates with the registry id and calls them', async () => {
    pageConfig({
      registryId: 12,
      registryPaths: {
        data: '/registries/0',
        add: '/registries/0/items',
        update: '/registries/0/items/update',
        remove: '/registries/0/items/remove',
        edit: '/registries/0/edit',
      },
    });
    const api = registryServer({
      'GET /registries/12': json(registryAnswer(ITEMS)),
      'POST /registries/12/items': json(registryAnswer(ITEMS)),
    });
    await listen();
    await registry.addRegistryItem(100102);
    expect(api.paths()).toEqual(['GET /registries/12', 'POST /registries/12/items']);
    expect(state().paths?.edit).toBe('/registries/12/edit');
  });

  it('a template left out takes its default', async () => {
    pageConfig({ registryId: 12, registryPaths: { data: '/registries/0' } });
    registryServer({ 'GET /registries/12': json(registryAnswer(ITEMS)) });
    await listen();
    expect(state().paths).toMatchObject({ data: '/registries/12', add: '/shop/registry/12/ajax_add_item' });
  });
});

describe('changes', () => {
  beforeEach(() => pageConfig({ registryId: 7701 }));

  it('add POSTs sku_id and requested, and the answer replaces items and skus', async () => {
    const added = [...ITEMS, registryItem(70001, 100901, { requested: 3, purchased: 0, stillNeeded: 3 })];
    const api = registryServer({ [DATA]: json(registryAnswer(ITEMS)), [ADD]: json(registryAnswer(added)) });
    await listen();
    const adding = registry.addRegistryItem(100901, 3);
    expect(state().changing).toBe(true);
    expect(await adding).toBe(true);
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/shop/registry/7701/ajax_add_item',
      body: { sku_id: 100901, requested: 3 },
    });
    expect(state()).toMatchObject({ changing: false, skuIdsOnRegistry: [100102, 100500, 100901] });
    expect(state().items).toHaveLength(3);
  });

  it('add asks for one by default', async () => {
    const api = registryServer({ [DATA]: json(registryAnswer(ITEMS)), [ADD]: json(registryAnswer(ITEMS)) });
    await registry.addRegistryItem(100102);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ sku_id: 100102, requested: 1 });
  });

  it('update POSTs item_id and requested', async () => {
    const api = registryServer({
      [DATA]: json(registryAnswer(ITEMS)),
      [UPDATE]: json(registryAnswer([registryItem(77011, 100102, { requested: 4, stillNeeded: 3 }), ITEMS[1]!])),
    });
    await listen();
    expect(await registry.updateRegistryItem(77011, 4)).toBe(true);
    expect(api.calls[1]).toMatchObject({
      path: '/shop/registry/7701/ajax_update_item',
      body: { item_id: 77011, requested: 4 },
    });
    expect(state().items[0]).toMatchObject({ id: 77011, requested: 4, stillNeeded: 3 });
  });

  it('remove POSTs item_id', async () => {
    const api = registryServer({ [DATA]: json(registryAnswer(ITEMS)), [REMOVE]: json(registryAnswer([ITEMS[1]!])) });
    await listen();
    expect(await registry.removeRegistryItem(77011)).toBe(true);
    expect(api.calls[1]).toMatchObject({ path: '/shop/registry/7701/ajax_remove_item', body: { item_id: 77011 } });
    expect(state()).toMatchObject({ skuIdsOnRegistry: [100500], items: [{ id: 77012 }] });
  });

  it.each([
    ['add of sku 0', () => registry.addRegistryItem(0)],
    ['add of half an item', () => registry.addRegistryItem(100102, 0.5)],
    ['add of none', () => registry.addRegistryItem(100102, 0)],
    ['update to 0 (removing is its own action)', () => registry.updateRegistryItem(77011, 0)],
    ['update of item NaN', () => registry.updateRegistryItem(Number.NaN, 2)],
    ['remove of item -1', () => registry.removeRegistryItem(-1)],
  ])('%s sends nothing', async (_case, call) => {
    const api = registryServer({});
    expect(await call()).toBe(false);
    expect(api.calls).toEqual([]);
  });

  describe('a failure changes nothing and flashes why', () => {
    it.each([
      ['add', () => registry.addRegistryItem(100901), ADD],
      ['update', () => registry.updateRegistryItem(77011, 3), UPDATE],
      ['remove', () => registry.removeRegistryItem(77011), REMOVE],
    ] as const)('%s refused by the server: its words', async (_action, call, path) => {
      registryServer({
        [DATA]: json(registryAnswer(ITEMS)),
        [path]: json({ error: 'Only the registry owner can change it.' }, 403),
      });
      await listen();
      const before = state();
      expect(await call()).toBe(false);
      expect(state()).toEqual(before);
      expect(flashed()).toEqual({ message: 'Only the registry owner can change it.', isError: true, isSuccess: false });
    });

    it.each([
      [
        'add',
        () => registry.addRegistryItem(100901),
        ADD,
        'This item could not be added to the registry. Please try again.',
      ],
      [
        'update',
        () => registry.updateRegistryItem(77011, 3),
        UPDATE,
        'This registry item could not be updated. Please try again.',
      ],
      [
        'remove',
        () => registry.removeRegistryItem(77011),
        REMOVE,
        'This item could not be removed from the registry. Please try again.',
      ],
    ] as const)(
      '%s failing without a reason (500): the action says what did not happen',
      async (_action, call, path, message) => {
        registryServer({ [DATA]: json(registryAnswer(ITEMS)), [path]: html('<h1>Internal error</h1>', 500) });
        await listen();
        const before = state();
        expect(await call()).toBe(false);
        expect(state()).toEqual(before);
        expect(flashed()?.message).toBe(message);
      },
    );

    it('no answer at all: says so, then asks for the registry again, since the change may have been made', async () => {
      const api = registryServer({
        [DATA]: [json(registryAnswer(ITEMS)), json(registryAnswer([ITEMS[1]!]))],
        [REMOVE]: networkFailure,
      });
      await listen();
      expect(await registry.removeRegistryItem(77011)).toBe(false);
      expect(flashed()?.message).toBe('We could not reach the store. Please check your connection and try again.');
      await vi.waitFor(() => expect(state().items).toHaveLength(1));
      expect(api.paths()).toEqual([DATA, REMOVE, DATA]);
    });

    it('an unreadable answer (a 200 login page): the action says what did not happen, and the registry is asked for again', async () => {
      const api = registryServer({
        [DATA]: json(registryAnswer(ITEMS)),
        [ADD]: html('<!doctype html><h1>Please log in</h1>'),
      });
      await listen();
      expect(await registry.addRegistryItem(100901)).toBe(false);
      expect(flashed()?.message).toBe('This item could not be added to the registry. Please try again.');
      await vi.waitFor(() => expect(api.paths()).toEqual([DATA, ADD, DATA]));
      expect(state().items).toHaveLength(2);
    });
  });

  it('an answer older than one already applied is ignored', async () => {
    const slowLoad = held(json(registryAnswer(ITEMS)));
    registryServer({ [DATA]: slowLoad.answer, [REMOVE]: json(registryAnswer([ITEMS[1]!])) });
    registry.$registry.listen(() => {});
    await registry.removeRegistryItem(77011);
    slowLoad.release();
    await registry.loadRegistry();
    expect(state()).toMatchObject({ status: 'loaded', items: [{ id: 77012 }], skuIdsOnRegistry: [100500] });
  });
});

describe('the item in focus', () => {
  beforeEach(() => pageConfig({ registryId: 7701 }));

  it('is the focused item, follows it through an answer, and is null once it is gone', async () => {
    registryServer({
      [DATA]: json(registryAnswer(ITEMS)),
      [UPDATE]: json(registryAnswer([registryItem(77011, 100102, { requested: 5 }), ITEMS[1]!])),
      [REMOVE]: json(registryAnswer([ITEMS[1]!])),
    });
    await listen();
    registry.focusRegistryItem(77011);
    expect(state().item).toMatchObject({ id: 77011, requested: 2 });
    await registry.updateRegistryItem(77011, 5);
    expect(state().item).toMatchObject({ id: 77011, requested: 5 });
    await registry.removeRegistryItem(77011);
    expect(state().item).toBeNull();
  });

  it('focused before the registry has loaded, is found once it has', async () => {
    registryServer({ [DATA]: json(registryAnswer(ITEMS)) });
    registry.focusRegistryItem(77012);
    expect(state().item).toBeNull();
    await listen();
    expect(state().item).toMatchObject({ id: 77012 });
    registry.focusRegistryItem(null);
    expect(state().item).toBeNull();
  });
});
