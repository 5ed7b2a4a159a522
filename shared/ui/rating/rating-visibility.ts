export const minimumRatingCount = 3;

/** A rating is shown only when the review or rating count is 3 or more. */
export function shouldShowRating(count: number): boolean {
  return Number.isFinite(count) && count >= minimumRatingCount;
}
