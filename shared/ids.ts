/** A record id from data or a caller: a whole number from 1. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}
