import { describe, expect, it } from 'vitest';
import { featuredHeading, menuLabel } from './menu-labels';

describe('menuLabel', () => {
  it.each([
    ['New Arrivals', { text: 'New', emphasised: false, kind: 'default', showCategories: true }],
    [' New Arrivals ', { text: 'New', emphasised: false, kind: 'default', showCategories: true }],
    ['New', { text: 'New', emphasised: false, kind: 'default', showCategories: true }],
    ['VIEW ALL', { text: 'VIEW ALL', emphasised: true, kind: 'default', showCategories: true }],
    ['View All', { text: 'View All', emphasised: true, kind: 'default', showCategories: true }],
    ['Sale', { text: 'Sale', emphasised: false, kind: 'sale', showCategories: true }],
    ['Holiday', { text: 'Holiday', emphasised: false, kind: 'holiday', showCategories: false }],
    ['Holiday Recipes', { text: 'Holiday Recipes', emphasised: false, kind: 'default', showCategories: true }],
    ['Cookware', { text: 'Cookware', emphasised: false, kind: 'default', showCategories: true }],
    ['<b>Sale</b>', { text: '<b>Sale</b>', emphasised: false, kind: 'default', showCategories: true }],
  ])('%j', (name, expected) => {
    expect(menuLabel(name)).toEqual(expected);
  });
});

describe('featuredHeading', () => {
  it.each([
    ['Brands', 'Featured Brands'],
    [' Brands ', 'Featured Brands'],
    [undefined, 'Featured Collections'],
    [null, 'Featured Collections'],
    ['', 'Featured Collections'],
    ['   ', 'Featured Collections'],
  ])('%j -> %j', (featuredName, expected) => {
    expect(featuredHeading(featuredName)).toBe(expected);
  });
});
