/** What the quick basket needs to know of the basket's line for the chosen sku. */
export interface LineForSku {
  quantity: number;
  quantityMax: number;
  /** Added a moment ago and not yet confirmed: its quantityMax is only its quantity. */
  provisional: boolean;
}

/**
 * How many more of a sku the shopper may add (0: none). A sku not in the basket: its inventory. A sku
 * already in the basket: the line's quantity ceiling (current + 14, capped by inventory) less what is there;
 * a line still on its way to the server is capped by the inventory alone.
 */
export function quickBasketCeiling(inventory: number, line?: LineForSku): number {
  if (!line) return Math.max(0, inventory);
  const max = line.provisional ? inventory : line.quantityMax;
  return Math.max(0, max - line.quantity);
}
