import { describe, expect, it } from 'vitest';
import { readAuthAnswer, readCurrentUser } from './user-payload';
import { groups, victorBase } from '../../fixtures/testing/user-test-server';

const base = (change: Record<string, unknown>) => readCurrentUser({ base: victorBase(change) }).base;

describe('readCurrentUser', () => {
  it('reads the fixture answer', () => {
    const current = readCurrentUser(groups());
    expect(current).toMatchObject({
      base: {
        id: 203,
        url: '/users/203-victor',
        hasAvatar: true,
        loyaltyTier: 'VIP',
        contest_vote: [],
        recipes_show: { ratings: [] },
      },
      feed: { unobservedActivity: true },
      registrationModal: { show: false },
      cookieSettingsPath: '/users/cookie_settings',
      loginSyncPath: '/users/login_sync',
    });
  });

  describe('no base data: logged out', () => {
    it.each([
      ['an empty answer', {}],
      ['not an object', 'Sorry'],
      ['null', null],
      ['a null base', { base: null }],
      ['an empty base', { base: {} }],
      ['an array base', { base: [victorBase()] }],
      ['a base saying logged out', { base: victorBase({ isLoggedIn: false }) }],
    ])('%s', (_case, answer) => {
      expect(readCurrentUser(answer).base).toBeNull();
    });
  });

  describe('a bad field gets its safe default, the rest is kept', () => {
    it.each([
      ['id missing', { id: undefined }, { id: null }],
      ['id a numeric string', { id: '203' }, { id: 203 }],
      ['id a fraction', { id: 2.5 }, { id: null }],
      ['hasAvatar a string', { hasAvatar: 'yes' }, { hasAvatar: false }],
      ['redactedName a number', { redactedName: 7 }, { redactedName: '' }],
      [
        'isLoyaltyMember missing',
        { isLoyaltyMember: undefined, loyaltyTier: undefined },
        { isLoyaltyMember: false, loyaltyTier: null },
      ],
      ['an unknown tier of a member', { loyaltyTier: 'GOLD' }, { isLoyaltyMember: true, loyaltyTier: 'INSIDER' }],
      ['a lower-case tier', { loyaltyTier: 'vip' }, { loyaltyTier: 'INSIDER' }],
      ['selfServeReturnsEnabled null', { selfServeReturnsEnabled: null }, { selfServeReturnsEnabled: false }],
      ['user_following not an object', { user_following: 'x' }, { user_following: { followedUserIds: [] } }],
      [
        'followedUserIds with junk',
        { user_following: { followedUserIds: [1, 'two', null, '3'] } },
        { user_following: { followedUserIds: [1, 3] } },
      ],
      ['contest_vote as objects', { contest_vote: [{ voteable_id: 9 }, 10, { other: 1 }] }, { contest_vote: [9, 10] }],
      ['recipes_show missing', { recipes_show: undefined }, { recipes_show: { ratings: [] } }],
      [
        'ratings with junk',
        { recipes_show: { ratings: [{ recipe_id: 1, rating: 5 }, 4] } },
        { recipes_show: { ratings: [{ recipe_id: 1, rating: 5 }] } },
      ],
    ])('%s', (_case, change, expected) => {
      expect(base(change)).toMatchObject({
        ...expected,
        redactedName: expect.any(String),
        collections: expect.any(Object),
      });
    });
  });

  describe('collections', () => {
    it.each([
      ['missing', undefined],
      ['a string', 'none'],
      ['null', null],
    ])('%s: empty', (_case, collections) => {
      expect(base({ collections })?.collections).toEqual({
        userCollections: [],
        userCollectionAssociations: [],
        serverOneWeekAgo: null,
        url: null,
      });
    });

    it('drops bad entries one by one', () => {
      const collections = base({
        collections: {
          userCollections: [
            { id: 1, name: 'Ok' },
            { name: 'no id' },
            'junk',
            { id: 2, name: 3, description: null, lastUsed: 5 },
          ],
          userCollectionAssociations: [
            { collectionId: 1, collectableType: 'recipe', collectableId: 2 },
            { collectionId: 1, collectableType: 'video', collectableId: 2 },
            { collectionId: 1, collectableType: 'post' },
          ],
          serverOneWeekAgo: 12,
          url: 'javascript:alert(1)',
        },
      })?.collections;
      expect(collections).toEqual({
        userCollections: [
          { id: 1, name: 'Ok', description: '', lastUsed: null },
          { id: 2, name: '', description: '', lastUsed: null },
        ],
        userCollectionAssociations: [{ collectionId: 1, collectableType: 'recipe', collectableId: 2 }],
        serverOneWeekAgo: null,
        url: null,
      });
    });
  });

  describe('URLs go through safeUrl', () => {
    it.each([
      ['javascript:', 'javascript:alert(1)', null],
      ['data:', 'data:image/svg+xml,<svg/>', null],
      ['protocol-relative', '//evil.example/a.png', null],
      ['a number', 42, null],
      ['a same-site path', '/images/a.svg', '/images/a.svg'],
      ['https', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ])('an avatar URL %s', (_case, imageUrl, expected) => {
      const read = base({ imageUrl, hasAvatar: true });
      expect(read).toMatchObject({ imageUrl: expected, hasAvatar: expected !== null });
    });

    it('a javascript: profile url is dropped', () => {
      expect(base({ url: 'javascript:alert(1)' })?.url).toBeNull();
    });

    it.each([
      ['an absolute URL', 'https://evil.example/cookies', undefined],
      ['javascript:', 'javascript:alert(1)', undefined],
      ['a number', 3, undefined],
      ['a path', '/users/cookie_settings', '/users/cookie_settings'],
    ])('the cookie-settings path: %s', (_case, path, expected) => {
      expect(readCurrentUser({ ...groups(), st_cookie: { cookie_settings_path: path } }).cookieSettingsPath).toBe(
        expected,
      );
    });
  });

  it('a base with only an id is a logged-in user with defaults everywhere else', () => {
    expect(readCurrentUser({ base: { id: 5 } }).base).toEqual({
      id: 5,
      url: null,
      hasAvatar: false,
      imageUrl: null,
      redactedName: '',
      isLoyaltyMember: false,
      loyaltyTier: null,
      selfServeReturnsEnabled: false,
      collections: { userCollections: [], userCollectionAssociations: [], serverOneWeekAgo: null, url: null },
      user_following: { followedUserIds: [] },
      contest_vote: [],
      recipes_show: { ratings: [] },
    });
  });

  it('bad groups other than base get defaults', () => {
    expect(
      readCurrentUser({ base: victorBase(), feed: 'x', registration_modal: [], st_cookie: null, st_login: 5 }),
    ).toMatchObject({
      feed: { unobservedActivity: false },
      registrationModal: { show: false },
      cookieSettingsPath: undefined,
      loginSyncPath: undefined,
    });
  });
});

describe('readAuthAnswer', () => {
  it.each([
    ['with customization.base', { success: true, customization: groups() }, true],
    ['without customization', { success: true }, false],
    ['with an empty customization', { success: true, customization: {} }, false],
    ['not an object', 'ok', false],
  ])('%s', (_case, answer, hasUser) => {
    expect(readAuthAnswer(answer) !== null).toBe(hasUser);
  });
});
