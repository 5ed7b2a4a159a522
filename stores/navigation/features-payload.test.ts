import { describe, expect, it } from 'vitest';
import { FEATURES_NAVIGATION } from '../../fixtures/data/navigation';
import { readFeaturesNavigation, readServedFeatures } from './features-payload';

describe('readFeaturesNavigation', () => {
  it('reads the fixture features and utilities', () => {
    expect(readFeaturesNavigation(FEATURES_NAVIGATION)).toEqual(FEATURES_NAVIGATION);
  });

  it('drops entries with an unsafe or missing uri, or without a name', () => {
    const body = {
      features: [
        { name: 'Gifts', uri: '/shop/gifts' },
        { name: 'Script', uri: 'javascript:alert(1)' },
        { name: 'Elsewhere', uri: '//evil.example/' },
        { name: 'No uri' },
        { name: '  ', uri: '/blank' },
        { uri: '/nameless' },
        'Hotline',
        null,
        { name: ' Podcasts ', uri: 'https://podcasts.example.com/' },
      ],
      utilities: [{ name: 'Registry', uri: '/shop/registry' }],
    };
    expect(readFeaturesNavigation(body)).toEqual({
      features: [
        { name: 'Gifts', uri: '/shop/gifts' },
        { name: 'Podcasts', uri: 'https://podcasts.example.com/' },
      ],
      utilities: [{ name: 'Registry', uri: '/shop/registry' }],
    });
  });

  it.each([
    [
      'only features',
      { features: [{ name: 'A', uri: '/a' }] },
      { features: [{ name: 'A', uri: '/a' }], utilities: [] },
    ],
    [
      'only utilities',
      { utilities: [{ name: 'B', uri: '/b' }] },
      { features: [], utilities: [{ name: 'B', uri: '/b' }] },
    ],
    ['a list that is not an array', { features: 'nope', utilities: [] }, { features: [], utilities: [] }],
  ])('%s: the missing list is empty', (_case, body, expected) => {
    expect(readFeaturesNavigation(body)).toEqual(expected);
  });

  it.each([
    ['no body', undefined],
    ['an HTML string', '<html></html>'],
    ['an object with neither list', { navigation: [] }],
  ])('%s: throws', (_case, body) => {
    expect(() => readFeaturesNavigation(body)).toThrow('not a features navigation');
  });
});

describe("readServedFeatures (a features-bar slot's props)", () => {
  it('reads the lists as the answer would be read', () => {
    expect(readServedFeatures({ ...FEATURES_NAVIGATION })).toEqual(FEATURES_NAVIGATION);
    expect(
      readServedFeatures({
        features: [
          { name: ' A ', uri: '/a' },
          { name: 'Bad', uri: 'javascript:alert(1)' },
        ],
      }),
    ).toEqual({ features: [{ name: 'A', uri: '/a' }], utilities: [] });
  });

  it.each([
    ['neither list', {}],
    ['lists that are not arrays', { features: null, utilities: 'Registry' }],
  ])('%s: two empty lists, no error', (_case, props) => {
    expect(readServedFeatures(props)).toEqual({ features: [], utilities: [] });
  });
});
