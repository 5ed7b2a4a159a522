/**
 * Remaining characters: the maximum minus the current length. Length is `value.length` in UTF-16 code
 * units, as the browser's maxlength counts (an emoji can take 2), so the counter and the input agree.
 * It goes below 0 when a value from the server is already longer than the maximum.
 */
export function remainingCharacters(max: number, value: string): number {
  return max - value.length;
}

/** The counter's words: '12 characters left', '1 character left', '3 characters too many'. */
export function remainingCharactersText(remaining: number): string {
  const count = Math.abs(remaining);
  const noun = count === 1 ? 'character' : 'characters';
  return remaining < 0 ? `${count} ${noun} too many` : `${count} ${noun} left`;
}
