import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

describe('pagePath', () => {
  it.each([
    ['/shop', '/shop'],
    ['/', '/'],
    ['/users/203-victor-alvarez', '/users/:id'],
    ['/collections/5101', '/collections/:id'],
    ['/account/orders/A-88213/items', '/account/orders/:id/items'],
    ['/registry/r9x/', '/registry/:id/'],
  ])('%s reads as %s', (pathname, page) => {
    expect(pagePath(pathname)).toBe(page);
  });
});
