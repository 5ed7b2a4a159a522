export const maximumStars = 5;

/**
 * Star rounding: to the nearest half, where a fraction of 0.75 or more rounds up, 0.25 to below 0.75 is a
 * half, and below 0.25 rounds down. Clamped to 0..5; a value that is not a finite number shows 0.
 */
export function roundToHalfStar(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(Math.max(value, 0), maximumStars);
  const whole = Math.floor(clamped);
  // x.25 and x.75 are exact in binary, so the boundaries compare exactly.
  const fraction = clamped - whole;
  if (fraction >= 0.75) return whole + 1;
  if (fraction >= 0.25) return whole + 0.5;
  return whole;
}
