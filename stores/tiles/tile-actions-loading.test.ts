import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productBySlug } from '../../fixtures/data/products';

// The basket's changes load with import() on a tile's first Add to Cart (tile-actions.ts). Here their code
// fails to arrive: fresh modules, with ../basket/basket-actions mocked to throw.

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.doUnmock('../basket/basket-actions');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("when the basket's code does not arrive", () => {
  it('Add to Cart tells the shopper in the flash bar (nothing fails silently)', async () => {
    vi.doMock('../basket/basket-actions', () => {
      throw new Error('the chunk failed to load');
    });
    const { addProductToCart } = await import('./tile-actions');
    const { $flash } = await import('../flash');
    await addProductToCart(productBySlug('five-two-half-sheet-pan')!);
    expect($flash.get().notification).toMatchObject({
      message: 'We could not reach the store. Please check your connection and try again.',
      isError: true,
    });
  });
});
