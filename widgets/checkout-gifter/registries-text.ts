/** Whose registry the shopper buys from: "You're buying from Sam & Alex’s Wedding Registry" (names as text). */
export function registriesText(names: readonly string[]): string {
  const named = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (named.length === 0) return "You're buying from a gift registry";
  return `You're buying from ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(named)}`;
}
