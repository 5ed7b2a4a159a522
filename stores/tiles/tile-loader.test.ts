import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pantryServer, type PantryFailure } from '../../fixtures/testing/pantry-test-server';
import { loadTile, resetTileLoads, tileRequestKey } from './tile-loader';
import type { TileRequest } from './tile-queries';

vi.mock('../../fixtures/server/pantry/schema', () => import('../../fixtures/testing/pantry-test-schema'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetTileLoads();
  vi.unstubAllGlobals();
});

describe('tileRequestKey', () => {
  it.each<[TileRequest, string | undefined]>([
    [{ type: 'product', id: '1001' }, 'product 1001'],
    [{ type: 'product', id: '1001', imageUuids: ['a', 'b'] }, 'product 1001 a b'],
    [{ type: 'recipe', id: '4001' }, 'recipe 4001'],
    [{ type: 'post', id: '6001' }, 'post 6001'],
    [{ type: 'product-collection', slug: 'sale-picks' }, 'product-collection sale-picks'],
    [{ type: 'product-collection', id: '9001' }, undefined],
    [{ type: 'product' }, undefined],
    [{ type: 'video', id: '7001' }, undefined],
    [{ type: 'resident', id: '8001' }, undefined],
  ])('%j: %j', (request, key) => {
    expect(tileRequestKey(request)).toBe(key);
  });
});

describe('loadTile', () => {
  it('resolves to the item with its type', async () => {
    pantryServer();
    await expect(loadTile({ type: 'recipe', id: '4001' })).resolves.toMatchObject({
      type: 'recipe',
      item: { name: 'Genius Roast Chicken with Bread Salad' },
    });
  });

  it('gives slots asking for the same item one promise and one request', async () => {
    const server = pantryServer();
    const first = loadTile({ type: 'product', id: '1008' });
    expect(loadTile({ type: 'product', id: '1008' })).toBe(first);
    await first;
    expect(server.calls).toHaveLength(1);
    const other = loadTile({ type: 'product', id: '1008', imageUuids: ['x'] });
    expect(other).not.toBe(first);
    await other;
    expect(server.calls).toHaveLength(2);
  });

  it('is undefined when there is nothing to load by', () => {
    const server = pantryServer();
    expect(loadTile({ type: 'video', id: '7001' })).toBeUndefined();
    expect(server.calls).toEqual([]);
  });

  it.each<PantryFailure>([500, 'null-data', 'html', 'network'])(
    'resolves to null (the error state) on %s',
    async (fail) => {
      pantryServer({ fail });
      await expect(loadTile({ type: 'post', id: '6001' })).resolves.toBeNull();
    },
  );

  // shell: a failed /pantry call is only logged to the console and yields nothing.
  it.each<PantryFailure>([500, 'html', 'network'])('on %s, logs one console line and yields nothing', async (fail) => {
    pantryServer({ fail });
    await expect(loadTile({ type: 'recipe', id: '4004' })).resolves.toBeNull();
    expect(vi.mocked(console.error).mock.calls).toEqual([
      ['[pantry] POST /pantry failed: nothing is shown for it.', expect.anything()],
    ]);
  });

  it('resolves to null for an unknown id', async () => {
    pantryServer();
    await expect(loadTile({ type: 'product', id: '99' })).resolves.toBeNull();
  });
});
