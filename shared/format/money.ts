/** Two decimals with a trailing '.00' dropped: 12 -> '12', 12.5 -> '12.50'. */
export function formatAmount(amount: number): string {
  const fixed = (Math.round(amount * 100) / 100).toFixed(2);
  return fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
}

/** A price as shoppers read it: '$12', '$12.50', '-$3'. */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${formatAmount(Math.abs(amount))}`;
}
