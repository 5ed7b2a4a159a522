import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  networkFailure,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

// A fresh store per test. The member has Favorites (5001, holding recipe 101) and Weeknights (5002).
let user: typeof import('../user/user');
let auth: typeof import('../auth/auth-actions');
let actions: typeof import('./collection-actions');
let $flash: typeof import('../flash').$flash;

const LIMITS = { titleMax: 50, descriptionMax: 250 };
const RECIPE_7 = { type: 'recipe', id: 7 } as const;
const MEMBER = victorBase({
  collections: {
    userCollections: [
      { id: 5001, name: 'Favorites', description: '', lastUsed: '2025-11-13T17:00:00Z' },
      { id: 5002, name: 'Weeknights', description: 'Fast dinners', lastUsed: '2025-10-01T17:00:00Z' },
    ],
    userCollectionAssociations: [{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }],
    serverOneWeekAgo: '2025-11-07T17:00:00Z',
    url: '/users/203-victor',
  },
});

const associations = () => user.$user.get().collections.userCollectionAssociations;
const collections = () => user.$user.get().collections.userCollections;
const flashed = () => $flash.get().notification;
const posts = (api: ReturnType<typeof userServer>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

/** A call whose answer the test releases. */
function held(body: unknown, status = 200) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async () => (
      await gate,
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    ),
    release,
  };
}

async function asMember(answers: Parameters<typeof userServer>[0] = {}, base = MEMBER) {
  const api = userServer({ 'GET /users/ajax_current': json(groups(base)), ...answers });
  setCookies('f52_logged_in', 'f52_session_email');
  user.$user.listen(() => {});
  await user.checkLoginStatus();
  return api;
}

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  ({ $flash } = await import('../flash'));
  user = await import('../user/user');
  auth = await import('../auth/auth-actions');
  actions = await import('./collection-actions');
});
afterEach(() => {
  delete window.analytics;
  document.body.innerHTML = '';
  clearCookies();
  vi.unstubAllGlobals();
});

describe('saving into a collection', () => {
  it('shows at once, posts the item, marks the collection used and tracks Recipe Saves', async () => {
    const tracked: unknown[] = [];
    window.analytics = { track: (event, properties) => void tracked.push([event, properties]) };
    const api = await asMember({ 'POST /collections/5002/ajax_widget_add_collectable': json({ success: true }) });
    const saving = actions.saveToCollection(5002, RECIPE_7);
    expect(associations()).toContainEqual({ collectionId: 5002, collectableType: 'recipe', collectableId: 7 });
    expect(Date.parse(collections().find((item) => item.id === 5002)!.lastUsed!)).toBeGreaterThan(
      Date.parse('2025-11-07T17:00:00Z'),
    );
    expect(await saving).toBe(true);
    expect(posts(api)).toEqual([
      ['/collections/5002/ajax_widget_add_collectable', { collectable_type: 'recipe', collectable_id: 7 }],
    ]);
    expect(tracked).toEqual([['Recipe Saves', { collectable_type: 'recipe', collectable_id: 7, collection_id: 5002 }]]);
  });

  it.each([
    ['post', 'Blog Saves'],
    ['product_sku', 'Product Saves'],
  ] as const)('a %s is tracked as %s', async (type, event) => {
    const tracked: string[] = [];
    window.analytics = { track: (name) => void tracked.push(name) };
    await asMember({ 'POST /collections/5002/ajax_widget_add_collectable': json(true) });
    await actions.saveToCollection(5002, { type, id: 9 });
    expect(tracked).toEqual([event]);
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['an empty answer (falsy)', json(null)],
    ['false', json(false)],
    ['no network', networkFailure],
  ])(
    '%s: put back, "Unexpected error saving collectable to collection." flashed, nothing tracked',
    async (_case, answer) => {
      const tracked: string[] = [];
      window.analytics = { track: (name) => void tracked.push(name) };
      await asMember({ 'POST /collections/5002/ajax_widget_add_collectable': answer });
      const before = collections();
      expect(await actions.saveToCollection(5002, RECIPE_7)).toBe(false);
      expect(associations()).toEqual([{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }]);
      expect(collections()).toEqual(before);
      expect(flashed()).toEqual({
        message: 'Unexpected error saving collectable to collection.',
        isError: true,
        isSuccess: false,
      });
      expect(tracked).toEqual([]);
    },
  );

  it('a second press while the first is out sends nothing (a double click)', async () => {
    const call = held({ success: true });
    const api = await asMember({ 'POST /collections/5002/ajax_widget_add_collectable': call.answer });
    const first = actions.saveToCollection(5002, RECIPE_7);
    expect(await actions.saveToCollection(5002, RECIPE_7)).toBe(false);
    expect(actions.$collectionRequests.get().has('5002:recipe:7')).toBe(true);
    call.release();
    expect(await first).toBe(true);
    expect(posts(api)).toHaveLength(1);
    expect(actions.$collectionRequests.get().size).toBe(0);
  });

  it('an item already there is not sent again', async () => {
    const api = await asMember();
    expect(await actions.saveToCollection(5001, { type: 'recipe', id: 101 })).toBe(true);
    expect(posts(api)).toEqual([]);
  });

  it('a visitor saves nothing', async () => {
    const api = userServer();
    await user.checkLoginStatus();
    expect(await actions.saveToCollection(5002, RECIPE_7)).toBe(false);
    expect(posts(api)).toEqual([]);
  });
});

describe('removing from a collection', () => {
  it('goes at once and posts the item', async () => {
    const api = await asMember({ 'POST /collections/5001/ajax_widget_remove_collectable': json({ success: true }) });
    const removing = actions.removeFromCollection(5001, { type: 'recipe', id: 101 });
    expect(associations()).toEqual([]);
    expect(await removing).toBe(true);
    expect(posts(api)).toEqual([
      ['/collections/5001/ajax_widget_remove_collectable', { collectable_type: 'recipe', collectable_id: 101 }],
    ]);
  });

  it('a failure puts it back and flashes "Unexpected error removing collectable from collection."', async () => {
    await asMember({ 'POST /collections/5001/ajax_widget_remove_collectable': json({}, 500) });
    expect(await actions.removeFromCollection(5001, { type: 'recipe', id: 101 })).toBe(false);
    expect(associations()).toEqual([{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }]);
    expect(collections().find((item) => item.id === 5001)?.lastUsed).toBe('2025-11-13T17:00:00Z');
    expect(flashed()?.message).toBe('Unexpected error removing collectable from collection.');
  });
});

describe('a failure answered after other changes', () => {
  it('a failed save does not undo a later use of the same collection', async () => {
    const call = held({}, 500);
    await asMember({
      'POST /collections/5002/ajax_widget_add_collectable': call.answer,
      'POST /collections/5002/ajax_widget_remove_collectable': json({}, 500),
    });
    const saving = actions.saveToCollection(5002, RECIPE_7);
    // Meanwhile the lists are replaced (a recipe's recommended content brings them) with a later lastUsed.
    user.receiveCollections({
      ...user.$user.get().collections,
      userCollections: collections().map((item) =>
        item.id === 5002 ? { ...item, lastUsed: '2030-01-01T00:00:00.000Z' } : item,
      ),
    });
    call.release();
    expect(await saving).toBe(false);
    expect(collections().find((item) => item.id === 5002)?.lastUsed).toBe('2030-01-01T00:00:00.000Z');
    expect(associations().filter((item) => item.collectionId === 5002)).toEqual([]);
  });

  it('a failed removal puts the item back once, even when the lists came back with it meanwhile', async () => {
    const call = held({}, 500);
    await asMember({ 'POST /collections/5001/ajax_widget_remove_collectable': call.answer });
    const removing = actions.removeFromCollection(5001, { type: 'recipe', id: 101 });
    user.receiveCollections(MEMBER.collections);
    call.release();
    expect(await removing).toBe(false);
    expect(associations()).toEqual([{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }]);
  });
});

describe('a row of the modal (toggleInCollection)', () => {
  it('saves into a collection not holding the item, takes it out of one holding it, and makes Favorites for the default row', async () => {
    const base = victorBase({
      collections: {
        ...(MEMBER.collections as object),
        userCollections: [{ id: 5002, name: 'Weeknights', description: '', lastUsed: null }],
        userCollectionAssociations: [{ collectionId: 5002, collectableType: 'recipe', collectableId: 101 }],
      },
    });
    const api = await asMember(
      {
        'POST /collections/5002/ajax_widget_add_collectable': json(true),
        'POST /collections/5002/ajax_widget_remove_collectable': json(true),
        'POST /collections/ajax_add_collection': json({ collectionId: 9004 }),
        'POST /collections/9004/ajax_widget_add_collectable': json(true),
      },
      base,
    );
    await actions.toggleInCollection(5002, RECIPE_7);
    await actions.toggleInCollection(5002, { type: 'recipe', id: 101 });
    await actions.toggleInCollection('default', RECIPE_7);
    expect(posts(api).map(([path]) => path)).toEqual([
      '/collections/5002/ajax_widget_add_collectable',
      '/collections/5002/ajax_widget_remove_collectable',
      '/collections/ajax_add_collection',
      '/collections/9004/ajax_widget_add_collectable',
    ]);
    expect(actions.isSaveRequestOut(actions.$collectionRequests.get(), 5002, RECIPE_7)).toBe(false);
  });
});

describe('modalRows', () => {
  const collections = (own: Array<{ id: number; name: string; lastUsed: string | null }>, held: number[]) => ({
    userCollections: own.map((item) => ({ ...item, description: '' })),
    userCollectionAssociations: held.map((collectionId) => ({
      collectionId,
      collectableType: 'recipe' as const,
      collectableId: 7,
    })),
    serverOneWeekAgo: '2025-11-07T17:00:00Z',
    url: null,
  });

  it('each collection with its saved and busy state, grouped', () => {
    const rows = actions.modalRows(
      collections(
        [
          { id: 1, name: 'Favorites', lastUsed: '2025-11-13T00:00:00Z' },
          { id: 2, name: 'Soups', lastUsed: '2025-01-01T00:00:00Z' },
        ],
        [2],
      ),
      RECIPE_7,
      new Set(['1:recipe:7']),
    );
    expect(rows).toEqual([
      { heading: 'Recent Collections', rows: [{ target: 1, name: 'Favorites', saved: false, busy: true }] },
      { heading: 'Other Collections', rows: [{ target: 2, name: 'Soups', saved: true, busy: false }] },
    ]);
  });

  it('Favorites as a row before the member has it, busy while a create is out', () => {
    const rows = actions.modalRows(
      collections([{ id: 2, name: 'Soups', lastUsed: null }], []),
      RECIPE_7,
      new Set(['create']),
    );
    expect(rows).toEqual([
      {
        heading: 'Existing Collections',
        rows: [
          { target: 'default', name: 'Favorites', saved: false, busy: true },
          { target: 2, name: 'Soups', saved: false, busy: false },
        ],
      },
    ]);
  });
});

describe('creating a collection', () => {
  it('creates, then adds the item with the new id; says "Successfully created" and the name', async () => {
    const api = await asMember({
      'POST /collections/ajax_add_collection': json({ collectionId: 9001 }),
      'POST /collections/9001/ajax_widget_add_collectable': json({ success: true }),
    });
    const outcome = await actions.createCollection(
      { title: '  Soups  ', description: ' Warm ones ' },
      LIMITS,
      RECIPE_7,
    );
    expect(outcome).toEqual({ status: 'created', collectionId: 9001 });
    expect(posts(api)).toEqual([
      ['/collections/ajax_add_collection', { title: 'Soups', description: 'Warm ones' }],
      ['/collections/9001/ajax_widget_add_collectable', { collectable_type: 'recipe', collectable_id: 7 }],
    ]);
    expect(collections().at(-1)).toMatchObject({ id: 9001, name: 'Soups', description: 'Warm ones' });
    expect(associations()).toContainEqual({ collectionId: 9001, collectableType: 'recipe', collectableId: 7 });
    expect(flashed()).toEqual({ message: 'Successfully created Soups', isError: false, isSuccess: true });
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['an answer without collectionId', json({ success: true })],
    [
      'an HTML error page',
      () => new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ],
  ])(
    '%s on create: add is never called, nothing saved, "Unexpected error creating collection."',
    async (_case, answer) => {
      const api = await asMember({ 'POST /collections/ajax_add_collection': answer });
      expect(await actions.createCollection({ title: 'Soups', description: '' }, LIMITS, RECIPE_7)).toEqual({
        status: 'failed',
      });
      expect(posts(api).map(([path]) => path)).toEqual(['/collections/ajax_add_collection']);
      expect(collections().map((item) => item.id)).toEqual([5001, 5002]);
      expect(associations()).toHaveLength(1);
      expect(flashed()).toEqual({ message: 'Unexpected error creating collection.', isError: true, isSuccess: false });
    },
  );

  it('add failing after create: the collection exists, the item is not in it, the add message shows', async () => {
    await asMember({
      'POST /collections/ajax_add_collection': json({ collectionId: 9001 }),
      'POST /collections/9001/ajax_widget_add_collectable': json({}, 500),
    });
    expect(await actions.createCollection({ title: 'Soups', description: '' }, LIMITS, RECIPE_7)).toEqual({
      status: 'created',
      collectionId: 9001,
    });
    expect(collections().map((item) => item.name)).toContain('Soups');
    expect(associations().some((item) => item.collectionId === 9001)).toBe(false);
    expect(flashed()?.message).toBe('Unexpected error saving collectable to collection.');
  });

  it.each([
    [
      'one character over the maximum',
      { title: 'a'.repeat(51), description: '' },
      { title: "Collection titles can't be longer than 50 characters." },
    ],
    [
      'taken, in another case',
      { title: 'WEEKNIGHTS', description: '' },
      { title: 'Collection WEEKNIGHTS already exists' },
    ],
    [
      'a description over its maximum',
      { title: 'Soups', description: 'd'.repeat(251) },
      { description: "Collection description can't be longer than 250 characters." },
    ],
  ])('%s: the message, and nothing sent', async (_case, draft, errors) => {
    const api = await asMember();
    expect(await actions.createCollection(draft, LIMITS, RECIPE_7)).toEqual({ status: 'invalid', errors });
    expect(posts(api)).toEqual([]);
  });

  it('an empty or blank title is ignored', async () => {
    const api = await asMember();
    expect(await actions.createCollection({ title: '   ', description: 'x' }, LIMITS, RECIPE_7)).toEqual({
      status: 'ignored',
    });
    expect(posts(api)).toEqual([]);
  });

  it('markup and right-to-left titles are sent and kept as typed', async () => {
    const api = await asMember({ 'POST /collections/ajax_add_collection': json({ collectionId: 9002 }) });
    await actions.createCollection({ title: '<img src=x onerror=alert(1)> وصفات', description: '' }, LIMITS);
    expect(posts(api)[0]?.[1]).toEqual({ title: '<img src=x onerror=alert(1)> وصفات', description: '' });
    expect(collections().at(-1)?.name).toBe('<img src=x onerror=alert(1)> وصفات');
  });

  it('a second submit while the first is out sends nothing', async () => {
    const call = held({ collectionId: 9001 });
    const api = await asMember({ 'POST /collections/ajax_add_collection': call.answer });
    const first = actions.createCollection({ title: 'Soups', description: '' }, LIMITS);
    expect(await actions.createCollection({ title: 'Soups', description: '' }, LIMITS)).toEqual({ status: 'waiting' });
    call.release();
    await first;
    expect(posts(api)).toHaveLength(1);
  });

  it('a visitor gets the login prompt (reason save); once logged in the create and the add run', async () => {
    const api = userServer({
      'POST /users/ajax_login': json({ success: true, customization: groups(MEMBER) }),
      'POST /collections/ajax_add_collection': json({ collectionId: 9001 }),
      'POST /collections/9001/ajax_widget_add_collectable': json({ success: true }),
    });
    await user.checkLoginStatus();
    document.body.innerHTML = '<div data-widget="auth"></div>';
    expect(await actions.createCollection({ title: 'Soups', description: '' }, LIMITS, RECIPE_7)).toEqual({
      status: 'waiting',
    });
    expect(user.$user.get()).toMatchObject({ showAuth: true, defaultAuth: 'save' });
    expect(posts(api)).toEqual([]);
    await auth.login({ email: 'victor.vip@example.com', password: 'secret' });
    await vi.waitFor(() =>
      expect(associations()).toContainEqual({ collectionId: 9001, collectableType: 'recipe', collectableId: 7 }),
    );
    expect(posts(api).map(([path]) => path)).toEqual([
      '/users/ajax_login',
      '/collections/ajax_add_collection',
      '/collections/9001/ajax_widget_add_collectable',
    ]);
  });
});

describe('saving to Favorites', () => {
  it('into the member’s Favorites', async () => {
    const api = await asMember({ 'POST /collections/5001/ajax_widget_add_collectable': json({ success: true }) });
    expect(await actions.saveToFavorites(RECIPE_7)).toBe(true);
    expect(posts(api).map(([path]) => path)).toEqual(['/collections/5001/ajax_widget_add_collectable']);
  });

  it('makes Favorites first when they have none, with no "Successfully created"', async () => {
    const base = victorBase({
      collections: {
        userCollections: [],
        userCollectionAssociations: [],
        serverOneWeekAgo: '2025-11-07T17:00:00Z',
        url: null,
      },
    });
    const api = await asMember(
      {
        'POST /collections/ajax_add_collection': json({ collectionId: 9003 }),
        'POST /collections/9003/ajax_widget_add_collectable': json({ success: true }),
      },
      base,
    );
    expect(await actions.saveToFavorites(RECIPE_7)).toBe(true);
    expect(posts(api)).toEqual([
      ['/collections/ajax_add_collection', { title: 'Favorites', description: '' }],
      ['/collections/9003/ajax_widget_add_collectable', { collectable_type: 'recipe', collectable_id: 7 }],
    ]);
    expect(flashed()).toBeNull();
  });

  it('an item already in Favorites: nothing sent', async () => {
    const api = await asMember();
    expect(await actions.saveToFavorites({ type: 'recipe', id: 101 })).toBe(true);
    expect(posts(api)).toEqual([]);
  });
});
