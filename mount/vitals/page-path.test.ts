import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';
import { vitalsPayloadSchema } from './payload-schema';

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

  it('is cut at the schema cap of 512 characters, so a long path still sends its beacon', () => {
    const page = pagePath(`/shop/${'cookware/'.repeat(100)}`);
    expect(page).toBe(`/shop/${'cookware/'.repeat(100)}`.slice(0, 512));
    expect(page).toHaveLength(512);
    const payload = { v: 1, view: 'abcdefgh12', page, metrics: [], widgets: [] };
    expect(v.safeParse(vitalsPayloadSchema, payload).issues).toBeUndefined();
  });
});
