import { isId } from '../../shared/ids';
import { $user, type UserState } from './user';

// The member's lists that widgets change after their own calls (shell spec, "Other state changes"): the user
// ids they follow, their contest votes and their recipe ratings. Apart from user.ts, so the header, which
// imports user.ts on every page, does not carry them. Each changes the state only while logged in: a visitor
// has no lists, and before the status is known the status check would replace them.

function change(next: (user: UserState) => Partial<UserState> | undefined): void {
  const user = $user.get();
  if (!user.isLoggedIn) return;
  const changed = next(user);
  if (changed) $user.set({ ...user, ...changed });
}

/** Following adds a user id: once, and never the member's own. */
export function followUser(userId: number): void {
  change(({ id, user_following: { followedUserIds } }) =>
    isId(userId) && userId !== id && !followedUserIds.includes(userId)
      ? { user_following: { followedUserIds: [...followedUserIds, userId] } }
      : undefined,
  );
}

/** Unfollowing removes the user id. */
export function unfollowUser(userId: number): void {
  change(({ user_following: { followedUserIds } }) =>
    followedUserIds.includes(userId)
      ? { user_following: { followedUserIds: followedUserIds.filter((followed) => followed !== userId) } }
      : undefined,
  );
}

/** A contest vote: the voteable id, kept once however many times it is recorded. */
export function recordContestVote(voteableId: number): void {
  change(({ contest_vote }) =>
    isId(voteableId) && !contest_vote.includes(voteableId)
      ? { contest_vote: [...contest_vote, voteableId] }
      : undefined,
  );
}

/** recipe ratings: whole stars from 1 to 5. */
export const RECIPE_RATING_MAX = 5;

/**
 * A recipe rating, kept as `{ recipe_id, rating }`: one per recipe, so rating again replaces the earlier one
 * (wherever it sits in the list, and whatever else the server sent in it).
 */
export function rateRecipe(recipeId: number, rating: number): void {
  if (!isId(recipeId) || !Number.isInteger(rating) || rating < 1 || rating > RECIPE_RATING_MAX) return;
  change(({ recipes_show: { ratings } }) => {
    const entry = { recipe_id: recipeId, rating };
    const index = ratings.findIndex((existing) => Number(existing.recipe_id) === recipeId);
    if (index === -1) return { recipes_show: { ratings: [...ratings, entry] } };
    if (ratings[index]?.rating === rating) return undefined;
    return {
      recipes_show: { ratings: ratings.map((existing, at) => (at === index ? { ...existing, ...entry } : existing)) },
    };
  });
}

/**
 * The member's collections and associations after a save widget's own call (create, add, remove): `next` gets
 * them as they are now, so concurrent changes compose. Nothing while logged out.
 */
export function changeCollections(
  next: (collections: UserState['collections']) => UserState['collections'] | undefined,
): void {
  change(({ collections }) => {
    const changed = next(collections);
    return changed && changed !== collections ? { collections: changed } : undefined;
  });
}
