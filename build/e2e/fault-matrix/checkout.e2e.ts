import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAndEmail,
  CHECKOUT,
  giftMessage,
  messagesShown,
  placedOrders,
  sectionsMounted,
  SIGNED_OUT,
  summary,
  summaryRows,
  visitCheckout,
} from '../checkout-e2e';
import { closePage, launchBrowser, url, widgetsIdle } from '../browser';
import {
  CLIENT_TIMEOUT_MS,
  endpointName,
  FAULTS,
  injectFault,
  publishCells,
  RETRY_AFTER_S,
  type Cell,
  type Endpoint,
  type Fault,
  type Injected,
} from '../faults';
import { CHECKOUT_BASE, CHECKOUT_CASES, savePayPal, type EndpointCase, type Failed } from './checkout-cases';
import { runPastTimeout } from './run-past-timeout';

// The fault matrix, checkout part (issue 15): every call the checkout's sections make, answered with each of the
// harness's faults. Each cell drives the section as a shopper does, checks the call was made, what the shopper
// sees (the spec's message where it has one), that the other widgets stay mounted, nothing typed or in the basket
// is lost and no script error escaped; then the fault is lifted and the same action works. One page per endpoint,
// on Playwright's fake clock (a timeout is the clock run past the client's limit, never a wait).

let browser: Browser;
const cells: Cell[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  publishCells('checkout', cells, ENDPOINT_ORDER);
});

const LOAD: Endpoint = { method: 'GET', path: `${CHECKOUT_BASE}/ajax_checkout_options` };
const ENDPOINT_ORDER = [LOAD, ...CHECKOUT_CASES.map((step) => step.endpoint)].map(endpointName);

/** A whole endpoint's nine cells on a busy machine (the cells themselves run on the fake clock). */
const ENDPOINT_TIMEOUT_MS = 240_000;

const REFUSED: Failed = { message: 'The fault matrix refused this.', spec: true };
const TOO_MANY: Failed = { message: 'Too many requests.', spec: true };
const SESSION: Failed = { message: SIGNED_OUT, spec: false };
/** A 200 whose body does not read, a 5xx, no answer: the step's own message (a 401, 422 and 429 read the body). */
const BODY_FAULTS: readonly Fault[] = [
  'connection refused',
  'timeout',
  '500',
  'HTML body',
  'empty body',
  'malformed JSON',
];

function expected(step: EndpointCase, fault: Fault): Failed {
  if (BODY_FAULTS.includes(fault)) return step.failed;
  if (step.refusal) return step.refusal;
  if (fault === '401') return SESSION;
  return fault === '422' ? REFUSED : TOO_MANY;
}

interface SlotState {
  widget: string;
  state: string | null;
}
const slotStates = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-widget]'), (slot) => ({
      widget: slot.getAttribute('data-widget') ?? '',
      state: slot.getAttribute('data-widget-state'),
    })),
  );

/** Every slot mounted before still is, and none shows the error state (a section keeps its own message instead). */
async function othersStillMounted(page: Page, before: SlotState[]): Promise<void> {
  const now = await slotStates(page);
  expect(now.filter((slot) => slot.state === 'error')).toEqual([]);
  for (const slot of before.filter((each) => each.state === 'mounted')) {
    expect(
      now.filter((each) => each.widget === slot.widget && each.state === 'mounted').length,
      slot.widget,
    ).toBeGreaterThanOrEqual(1);
  }
}

const pageErrors = (errors: string[]) => errors.filter((error) => error.startsWith('pageerror:'));

/** Runs the page's clock past what the fault needs: the client's timeout, or a GET's one retry after Retry-After. */
async function letFaultPlay(
  page: Page,
  endpoint: Endpoint,
  fault: Fault,
  injected: Injected,
  timeoutMs = CLIENT_TIMEOUT_MS,
): Promise<void> {
  if (fault === 'timeout') await runPastTimeout(page, injected, timeoutMs);
  else if (endpoint.method === 'GET') await page.clock.runFor((RETRY_AFTER_S + 1) * 1_000);
}

/** Waits for the sign-in dialog a 401 opens, and closes it (Not now): the shopper carries on as a guest. */
async function dismissSignIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

const answered = (page: Page, endpoint: Endpoint) =>
  page.waitForResponse(
    (response) => response.request().method() === endpoint.method && new URL(response.url()).pathname === endpoint.path,
  );

const short = (failed: Failed, where: string, extra = '') => `"${failed.message}" in ${where}${extra}`;

/** One cell on the page as it is: the fault, the shopper's action, what shows, then the fault lifted and the action again. */
async function runCell(
  page: Page,
  errors: string[],
  step: EndpointCase,
  fault: Fault,
  n: number,
  whileFailed?: () => Promise<void>,
): Promise<Cell> {
  await step.type(page, n);
  const typed = await step.read(page);
  const rows = await summaryRows(page);
  const slots = await slotStates(page);
  const injected = await injectFault(page, step.endpoint, fault);
  await step.send(page, n);
  await expect.poll(() => injected.hits).toBeGreaterThan(0);
  // No answer: nothing said until the clock is run past the client's limit (no real waiting).
  if (fault === 'timeout') expect(await messagesShown(page)).toEqual([]);
  await letFaultPlay(page, step.endpoint, fault, injected, step.timeoutMs);
  const failed = expected(step, fault);
  const signIn = fault === '401' && step.signIn !== false;
  await expect.poll(() => messagesShown(page)).toEqual([`${step.where}: ${failed.message}`]);
  if (signIn) {
    await dismissSignIn(page);
    expect(await messagesShown(page)).toEqual([`${step.where}: ${failed.message}`]);
  }
  // Polled: a pick's own state (the radio) settles a render after the store's message.
  await expect.poll(() => step.read(page)).toEqual(typed);
  expect(await summaryRows(page)).toEqual(rows);
  await othersStillMounted(page, slots);
  // A POST is never sent again by the client.
  expect(injected.hits).toBe(1);
  expect(pageErrors(errors)).toEqual([]);
  await whileFailed?.();

  await injected.lift();
  const answer = answered(page, step.endpoint);
  await step.send(page, n);
  expect((await answer).status()).toBe(200);
  await step.done(page, n);
  if (step.endpoint.path !== `${CHECKOUT_BASE}/ajax_place_order`) {
    await expect.poll(() => messagesShown(page)).toEqual([]);
    await step.rearm?.(page, n);
  }
  return {
    endpoint: endpointName(step.endpoint),
    fault,
    outcome: short(failed, step.where, signIn ? ', the sign-in dialog opened' : ''),
    spec: failed.spec,
  };
}

const ORDER = CHECKOUT_CASES.find((step) => step.endpoint.path.endsWith('/ajax_place_order'))!;
const STEPS = CHECKOUT_CASES.filter((step) => step !== ORDER);

/** Runs each fault in turn, naming the fault in a failure (the endpoint's later faults then go unrun). */
async function eachFault(run: (fault: Fault, n: number) => Promise<void>): Promise<void> {
  for (const [n, fault] of FAULTS.entries()) {
    try {
      await run(fault, n);
    } catch (error) {
      if (error instanceof Error) error.message = `[${fault}] ${error.message}`;
      throw error;
    }
  }
}

// One page per endpoint, its faults in turn (pages side by side overload the one fixture server on a busy machine).
describe('checkout steps', () => {
  it.each(STEPS.map((step) => [endpointName(step.endpoint), step] as const))(
    '%s: every fault',
    async (_name, step) => {
      const { page, errors } = await visitCheckout(browser, {
        scenario: step.scenario,
        setup: step.setup,
        clock: true,
        before: step.before,
      });
      await eachFault(async (fault, n) => {
        cells.push(await runCell(page, errors, step, fault, n));
      });
      await closePage(page);
    },
    ENDPOINT_TIMEOUT_MS,
  );
});

/** Faults after which a retry may meet an order the server placed: the same Idempotency-Key goes again. */
const KEEPS_KEY: readonly Fault[] = [
  'connection refused',
  'timeout',
  '429 Retry-After',
  '500',
  'HTML body',
  'empty body',
  'malformed JSON',
];

describe('placing the order', () => {
  it(
    `${endpointName(ORDER.endpoint)}: every fault, one order placed each time, only once the fault is lifted`,
    async () => {
      const { page, errors } = await visitCheckout(browser, { clock: true });
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/ajax_place_order')) keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await eachFault(async (fault, n) => {
        // A new basket, ready to place, each round (the last round's order emptied it).
        expect((await page.request.post(url('/__fixtures/basket'), { data: { scenario: 'two-shipments' } })).ok()).toBe(
          true,
        );
        await addressAndEmail(page);
        await savePayPal(page, 200 + n);
        await page.goto(url(CHECKOUT));
        await sectionsMounted(page);
        await widgetsIdle(page);
        const orders = (await placedOrders(page)).length;
        keys.length = 0;
        // A 429 is no refusal of the order: the order's own message, and the retry keeps the key.
        const step = fault === '429 Retry-After' ? { ...ORDER, refusal: ORDER.failed } : ORDER;
        const cell = await runCell(page, errors, step, fault, n, async () =>
          expect(await placedOrders(page)).toHaveLength(orders),
        );
        expect(keys).toHaveLength(2);
        if (KEEPS_KEY.includes(fault)) expect(keys[1]).toBe(keys[0]);
        else expect(keys[1]).not.toBe(keys[0]);
        const placed = await placedOrders(page);
        expect(placed).toHaveLength(orders + 1);
        expect(placed.at(-1)!.idempotencyKey).toBe(keys[1]);
        cells.push(
          KEEPS_KEY.includes(fault)
            ? { ...cell, outcome: `${cell.outcome}; the retry sends the same Idempotency-Key, one order` }
            : { ...cell, outcome: `${cell.outcome}; one order` },
        );
      });
      await closePage(page);
    },
    ENDPOINT_TIMEOUT_MS,
  );
});

interface BasketLine {
  id: number;
  quantity: number;
}

/** Another tab of the same shopper changes the first line's quantity (the checkout's tab is not told). */
async function changeQuantityElsewhere(page: Page, quantity: number): Promise<void> {
  const { basket } = (await (await page.request.get(url('/users/cart/ajax_basket'))).json()) as {
    basket: { basketItems: BasketLine[] };
  };
  const { csrfToken } = (await (await page.request.get(url('/__fixtures/state'))).json()) as { csrfToken: string };
  const response = await page.request.post(url('/users/cart/ajax_update_item'), {
    data: { basket_item_id: basket.basketItems[0]!.id, quantity },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const LOAD_FAILED = 'We could not load your checkout. Please check your connection and try again.';
const BASKET_CHANGED = 'Your basket has been updated. Please review before placing your order.';
const LOAD_SECTIONS = ['Shipping and delivery', 'Payment', 'Promo and gift codes', 'Gift note'];

describe('loading the checkout', () => {
  it(
    `${endpointName(LOAD)}: every fault, the checkout loaded again after another tab changed the basket`,
    async () => {
      const { page, errors } = await visitCheckout(browser, { clock: true });
      await eachFault(async (fault, n) => {
        await giftMessage(page).fill(`Gift ${n}`);
        const rows = await summaryRows(page);
        const slots = await slotStates(page);
        const injected = await injectFault(page, LOAD, fault);
        await changeQuantityElsewhere(page, n % 2 === 0 ? 2 : 1);
        // The shopper comes back to this tab: the basket is fetched again, differs, and the checkout loads again.
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect.poll(() => injected.hits).toBeGreaterThan(0);
        await letFaultPlay(page, LOAD, fault, injected);
        // Every section says so, with Retry; the summary also says the basket changed, and keeps the last totals.
        await expect
          .poll(() => messagesShown(page))
          .toEqual([
            ...LOAD_SECTIONS.map((section) => `${section}: ${LOAD_FAILED}`),
            `Order summary: ${BASKET_CHANGED}`,
            `Order summary: ${LOAD_FAILED}`,
          ]);
        expect(await giftMessage(page).inputValue()).toBe(`Gift ${n}`);
        expect(await summaryRows(page)).toEqual(rows);
        await othersStillMounted(page, slots);
        // ky's one retry of a GET (after Retry-After for the 429), never a loop.
        expect(injected.hits).toBeLessThanOrEqual(2);
        expect(pageErrors(errors)).toEqual([]);

        await injected.lift();
        const answer = answered(page, LOAD);
        await summary(page).getByRole('button', { name: 'Retry' }).click();
        expect((await answer).status()).toBe(200);
        await expect.poll(() => messagesShown(page)).toEqual([]);
        await expect.poll(() => summaryRows(page)).not.toEqual(rows);
        expect(await giftMessage(page).inputValue()).toBe(`Gift ${n}`);
        cells.push({
          endpoint: endpointName(LOAD),
          fault,
          outcome: `"${LOAD_FAILED}" and Retry in each section; the last totals and what was typed kept`,
          spec: false,
        });
      });
      await closePage(page);
    },
    ENDPOINT_TIMEOUT_MS,
  );
});
