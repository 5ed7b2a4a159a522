import type { Locator } from 'playwright-core';

// The basket's lines as the shopper reads them, for the tests of the drawer, the cart page and the fault matrix.

/** (name, quantity) of every basket line in `scope`, as the shopper reads them: "Name x2". */
export function basketLines(scope: Locator): Promise<string[]> {
  return scope
    .getByRole('list', { name: 'Items in your cart' })
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('h3')?.textContent?.trim()} x${item.querySelector('output')?.textContent?.trim()}`,
      ),
    );
}

/** The same lines with the first one's quantity one higher: what its Increase button asks for. */
export function firstOneMore([first, ...rest]: readonly string[]): string[] {
  if (first === undefined) throw new Error('firstOneMore: no line to raise');
  return [first.replace(/x(\d+)$/, (_all, n: string) => `x${Number(n) + 1}`), ...rest];
}
