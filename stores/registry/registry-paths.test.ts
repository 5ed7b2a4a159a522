import { describe, expect, it } from 'vitest';
import { fillRegistryPath, registryPaths } from './registry-paths';

describe('fillRegistryPath', () => {
  it.each([
    ['/shop/registry/0/ajax_data', '/shop/registry/7701/ajax_data'],
    ['/shop/registry/0', '/shop/registry/7701'],
    ['/0/items', '/7701/items'],
    // only a whole segment: ids and versions that contain a 0 stay as they are
    ['/api/v0/registry/0/data', '/api/v0/registry/7701/data'],
    ['/registry/10/0/edit', '/registry/10/7701/edit'],
    ['/registry/00/0', '/registry/00/7701'],
    // the first 0 segment only, as the server fills them
    ['/registry/0/copy/0', '/registry/7701/copy/0'],
  ])('%s -> %s', (template, expected) => {
    expect(fillRegistryPath(template, 7701)).toBe(expected);
  });
});

describe('registryPaths', () => {
  it('fills the five templates of the page config', () => {
    const templates = {
      data: '/shop/registry/0/ajax_data',
      update: '/shop/registry/0/ajax_update_item',
      remove: '/shop/registry/0/ajax_remove_item',
      add: '/shop/registry/0/ajax_add_item',
      edit: '/shop/registry/0/edit',
    };
    expect(registryPaths(templates, 42)).toEqual({
      data: '/shop/registry/42/ajax_data',
      update: '/shop/registry/42/ajax_update_item',
      remove: '/shop/registry/42/ajax_remove_item',
      add: '/shop/registry/42/ajax_add_item',
      edit: '/shop/registry/42/edit',
    });
  });
});
