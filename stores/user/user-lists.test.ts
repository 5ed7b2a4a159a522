import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  groups,
  json,
  setCookies,
  userServer,
  victorBase,
} from '../../fixtures/testing/user-test-server';

// A fresh user store for every test, logged in as Victor (id 203, following 204 and 205) unless a test says not.
let user: typeof import('./user');
let lists: typeof import('./user-lists');

const state = () => user.$user.get();

async function logIn(change: Record<string, unknown> = {}): Promise<void> {
  setCookies('f52_logged_in', 'f52_session_email');
  userServer({ 'GET /users/ajax_current': json(groups(victorBase(change))) });
  user.$user.listen(() => {});
  await user.checkLoginStatus();
}

beforeEach(async () => {
  vi.resetModules();
  clearCookies();
  user = await import('./user');
  lists = await import('./user-lists');
});
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('following', () => {
  beforeEach(() => logIn());

  it.each([
    ['follows a new user id, at the end', () => lists.followUser(301), [204, 205, 301]],
    ['follows an id once', () => lists.followUser(204), [204, 205]],
    ['never follows the member themself', () => lists.followUser(203), [204, 205]],
    ['ignores an id that is not a whole number above 0', () => lists.followUser(0.5), [204, 205]],
    ['unfollows an id', () => lists.unfollowUser(204), [205]],
    ['unfollowing an id not followed changes nothing', () => lists.unfollowUser(999), [204, 205]],
  ])('%s', (_case, act, expected) => {
    act();
    expect(state().user_following.followedUserIds).toEqual(expected);
  });

  it('a change that changes nothing tells no listener', () => {
    const listener = vi.fn();
    user.$user.listen(listener);
    lists.followUser(204);
    lists.unfollowUser(999);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('contest votes', () => {
  it('records a voteable id once', async () => {
    await logIn({ contest_vote: [{ voteable_id: 9 }] });
    lists.recordContestVote(10);
    lists.recordContestVote(10);
    lists.recordContestVote(9);
    lists.recordContestVote(-1);
    expect(state().contest_vote).toEqual([9, 10]);
  });
});

describe('recipe ratings', () => {
  it.each([
    ['adds a rating', [], () => lists.rateRecipe(101, 4), [{ recipe_id: 101, rating: 4 }]],
    [
      'rating again replaces the rating, in place, keeping what else the server sent',
      [
        { recipe_id: 100, rating: 2 },
        { recipe_id: 101, rating: 3, rated_at: '2025-11-01' },
      ],
      () => lists.rateRecipe(101, 5),
      [
        { recipe_id: 100, rating: 2 },
        { recipe_id: 101, rating: 5, rated_at: '2025-11-01' },
      ],
    ],
    [
      'a recipe id sent as a string is the same recipe',
      [{ recipe_id: '101', rating: 3 }],
      () => lists.rateRecipe(101, 1),
      [{ recipe_id: 101, rating: 1 }],
    ],
    ['0 stars is no rating', [], () => lists.rateRecipe(101, 0), []],
    ['6 stars is no rating', [], () => lists.rateRecipe(101, 6), []],
    ['half stars are no rating', [], () => lists.rateRecipe(101, 3.5), []],
    ['a bad recipe id is no rating', [], () => lists.rateRecipe(Number.NaN, 3), []],
  ])('%s', async (_case, ratings, act, expected) => {
    await logIn({ recipes_show: { ratings } });
    act();
    expect(state().recipes_show.ratings).toEqual(expected);
  });
});

describe('while not logged in', () => {
  it.each([
    ['before the status is known', false],
    ['logged out', true],
  ])('%s, nothing changes', async (_case, checked) => {
    userServer();
    if (checked) {
      user.$user.listen(() => {});
      await user.checkLoginStatus();
    }
    const before = state();
    lists.followUser(301);
    lists.recordContestVote(10);
    lists.rateRecipe(101, 4);
    expect(state()).toEqual(before);
  });
});

describe('changing collections', () => {
  it('a member: the change is applied to the collections as they are now; no change keeps the state object', async () => {
    await logIn();
    lists.changeCollections((collections) => ({
      ...collections,
      userCollectionAssociations: [
        ...collections.userCollectionAssociations,
        { collectionId: 5001, collectableType: 'post', collectableId: 6001 },
      ],
    }));
    expect(state().collections.userCollectionAssociations).toContainEqual({
      collectionId: 5001,
      collectableType: 'post',
      collectableId: 6001,
    });
    const before = state();
    lists.changeCollections((collections) => collections);
    lists.changeCollections(() => undefined);
    expect(state()).toBe(before);
  });

  it('a visitor: nothing changes', async () => {
    userServer();
    await user.checkLoginStatus();
    const before = state();
    lists.changeCollections((collections) => ({
      ...collections,
      userCollections: [{ id: 1, name: 'x', description: '', lastUsed: null }],
    }));
    expect(state()).toBe(before);
  });
});
