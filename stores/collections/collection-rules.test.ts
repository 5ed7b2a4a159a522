import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserCollection } from '../user/user-payload';
import { collectionGroups, draftErrors, RECENT_COLLECTIONS_MAX } from './collection-rules';

const LIMITS = { titleMax: 50, descriptionMax: 250 };
const WEEK_AGO = '2025-11-07T17:00:00.000Z';
const collection = (id: number, name: string, lastUsed: string | null): UserCollection => ({
  id,
  name,
  description: '',
  lastUsed,
});
const MINE = [
  collection(1, 'Favorites', '2025-11-14T10:00:00Z'),
  collection(2, 'Weeknight Dinners', '2025-11-13T17:00:00Z'),
];

describe('draftErrors', () => {
  it.each<[string, { title: string; description?: string }, ReturnType<typeof draftErrors>]>([
    ['a title at the maximum once trimmed', { title: `  ${'a'.repeat(50)}  ` }, {}],
    [
      'a title one character over the maximum',
      { title: 'a'.repeat(51) },
      { title: "Collection titles can't be longer than 50 characters." },
    ],
    ['only spaces (the form ignores it: no message)', { title: '   ' }, {}],
    [
      'a title differing only in case from one of theirs',
      { title: ' weeknight DINNERS ' },
      { title: 'Collection weeknight DINNERS already exists' },
    ],
    ['markup, kept as text', { title: '<b>Pies</b> & "tarts"' }, {}],
    ['right-to-left text', { title: 'وصفات الشتاء' }, {}],
    [
      'a description one character over its maximum',
      { title: 'Soups', description: 'd'.repeat(251) },
      { description: "Collection description can't be longer than 250 characters." },
    ],
    ['a description at its maximum', { title: 'Soups', description: 'd'.repeat(250) }, {}],
    [
      'both wrong at once',
      { title: 'x'.repeat(60), description: 'd'.repeat(300) },
      {
        title: "Collection titles can't be longer than 50 characters.",
        description: "Collection description can't be longer than 250 characters.",
      },
    ],
  ])('%s', (_case, { title, description = '' }, expected) => {
    expect(draftErrors({ title, description }, LIMITS, MINE)).toEqual(expected);
  });

  it('says the configured maximum', () => {
    expect(draftErrors({ title: 'abcdef', description: 'abc' }, { titleMax: 5, descriptionMax: 2 }, [])).toEqual({
      title: "Collection titles can't be longer than 5 characters.",
      description: "Collection description can't be longer than 2 characters.",
    });
  });
});

describe('collectionGroups', () => {
  const victor = [
    collection(5001, 'Favorites', '2025-11-14T15:00:00Z'),
    collection(5002, 'Weeknight Dinners', '2025-11-13T17:00:00Z'),
    collection(5003, 'Holiday Baking', '2025-11-12T17:00:00Z'),
    collection(5004, 'Kitchen Wishlist', '2025-11-11T17:00:00Z'),
    collection(5005, 'Table Setting', '2025-11-09T17:00:00Z'),
    collection(5006, 'Gift Ideas', '2025-11-08T05:00:00Z'),
    collection(5007, 'Pantry Restock', '2025-11-02T17:00:00Z'),
    collection(5008, 'summer Grilling', '2025-08-16T17:00:00Z'),
  ];
  const names = (groups: ReturnType<typeof collectionGroups>) =>
    groups.map((group) => [group.heading, group.collections.map((item) => item.name)]);

  it('splits up to 5 recent ones, latest first, from the others by name', () => {
    expect(names(collectionGroups(victor, WEEK_AGO))).toEqual([
      ['Recent Collections', ['Favorites', 'Weeknight Dinners', 'Holiday Baking', 'Kitchen Wishlist', 'Table Setting']],
      ['Other Collections', ['Gift Ideas', 'Pantry Restock', 'summer Grilling']],
    ]);
  });

  it('without a recent one: one list, Existing Collections', () => {
    const old = [collection(1, 'Zest', '2025-10-01T00:00:00Z'), collection(2, 'apples', null)];
    expect(names(collectionGroups(old, WEEK_AGO))).toEqual([['Existing Collections', ['apples', 'Zest']]]);
  });

  it('when every one is recent: one list, Existing Collections, latest first', () => {
    expect(names(collectionGroups(victor.slice(0, 3), WEEK_AGO))).toEqual([
      ['Existing Collections', ['Favorites', 'Weeknight Dinners', 'Holiday Baking']],
    ]);
  });

  it('without the server’s week-ago mark (or with junk): no recency, Existing Collections', () => {
    expect(names(collectionGroups(victor.slice(0, 2), null))[0]?.[0]).toBe('Existing Collections');
    expect(names(collectionGroups(victor.slice(0, 2), 'last week'))[0]?.[0]).toBe('Existing Collections');
  });

  it('no collections: no groups', () => {
    expect(collectionGroups([], WEEK_AGO)).toEqual([]);
  });

  it('never loses or repeats a collection, and Recent holds at most 5, each used since the mark', () => {
    const day = 86_400_000;
    const since = Date.parse(WEEK_AGO);
    const arbitrary = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        name: fc.string(),
        lastUsed: fc.option(
          fc.integer({ min: since - 30 * day, max: since + 7 * day }).map((time) => new Date(time).toISOString()),
        ),
      }),
      { selector: (item) => item.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(arbitrary, (items) => {
        const all = items.map((item) => ({ ...item, description: '' }));
        const groups = collectionGroups(all, WEEK_AGO);
        const listed = groups.flatMap((group) => group.collections.map((item) => item.id));
        expect([...listed].sort()).toEqual(all.map((item) => item.id).sort());
        const recent = groups.find((group) => group.heading === 'Recent Collections')?.collections ?? [];
        expect(recent.length).toBeLessThanOrEqual(RECENT_COLLECTIONS_MAX);
        for (const item of recent) expect(Date.parse(item.lastUsed!)).toBeGreaterThanOrEqual(since);
        expect(groups.length === 2 || groups.every((group) => group.heading === 'Existing Collections')).toBe(true);
      }),
    );
  });
});
