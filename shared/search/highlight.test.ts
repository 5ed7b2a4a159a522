import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it.each([
    [
      'Apple Pie',
      'pie',
      [
        { text: 'Apple ', match: false },
        { text: 'Pie', match: true },
      ],
    ],
    [
      'Pie, pie, PIE',
      ' pie ',
      [
        { text: 'Pie', match: true },
        { text: ', ', match: false },
        { text: 'pie', match: true },
        { text: ', ', match: false },
        { text: 'PIE', match: true },
      ],
    ],
    ['Apple Pie', '', [{ text: 'Apple Pie', match: false }]],
    ['Apple Pie', 'tart', [{ text: 'Apple Pie', match: false }]],
    [
      '1+1 (a.k.a. two)',
      '(a.k.a.',
      [
        { text: '1+1 ', match: false },
        { text: '(a.k.a.', match: true },
        { text: ' two)', match: false },
      ],
    ],
    ['.*+?^${}()|[]\\', '.*+?^${}()|[]\\', [{ text: '.*+?^${}()|[]\\', match: true }]],
    [
      'a.c',
      '.',
      [
        { text: 'a', match: false },
        { text: '.', match: true },
        { text: 'c', match: false },
      ],
    ],
    [
      'Gâteau 🍰 au chocolat',
      '🍰',
      [
        { text: 'Gâteau ', match: false },
        { text: '🍰', match: true },
        { text: ' au chocolat', match: false },
      ],
    ],
    [
      'שקשוקה ביתית',
      'שקשוקה',
      [
        { text: 'שקשוקה', match: true },
        { text: ' ביתית', match: false },
      ],
    ],
    [
      '<img src=x onerror=alert(1)>',
      '<img',
      [
        { text: '<img', match: true },
        { text: ' src=x onerror=alert(1)>', match: false },
      ],
    ],
  ])('%j for %j', (name, query, expected) => {
    expect(highlight(name, query)).toEqual(expected);
  });

  it('a 1,000-character query is one literal pattern', () => {
    const query = '(a+)+'.repeat(200);
    expect(highlight(`x${query}`, query)).toEqual([
      { text: 'x', match: false },
      { text: query, match: true },
    ]);
  });

  it('the parts always spell the name, and every match is the query (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, query) => {
        const segments = highlight(name, query);
        expect(segments.map((segment) => segment.text).join('')).toBe(name);
        for (const segment of segments.filter((part) => part.match))
          expect(segment.text.toLowerCase()).toBe(query.trim().toLowerCase());
      }),
    );
  });
});
