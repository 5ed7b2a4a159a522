import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requireProduct } from '../../fixtures/data/products';
import { EXAMPLE_PAGES } from '../../fixtures/pages/examples';
import {
  addressAndEmail,
  frameInput,
  FRAMES,
  payment,
  placeOrderButton,
  typeCard,
  VISA,
  visitCheckout,
} from './checkout-e2e';
import { closePage, launchBrowser, openPage, type PageOptions, speculationSettled, url, widgetsIdle } from './browser';

// The fixture site's strict CSP (fixtures/server/csp.ts) in Chromium: every example page at load and the flows
// that add scripts, styles, frames or workers (basket drawer, search, sign-in with the proof of work and the
// social SDK, save to collection, ads with GPT, checkout with each payment vendor, the widget gallery's previews, the
// inspector) end with no
// securitypolicyviolation event in any frame and no report at the sink, Trusted Types (report-only) included.
// And the policy bites: a script without the nonce is refused, and reported.

const REPORTS = url('/__fixtures/csp-reports');
const PAN = requireProduct('five-two-nonstick-pan');
// Generous: the flows run while the machine is busy; a violation fails them however long they take.
const WAIT = { timeout: 20_000 };

interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
  where: string;
  sample: string;
}

// From before any of the page's scripts, in every frame.
function recordViolations() {
  const seen: Violation[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      disposition: event.disposition,
      where: `${event.sourceFile}:${event.lineNumber}`,
      sample: event.sample,
    });
  });
  Object.assign(window, { cspViolations: seen });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await fetch(url('/__fixtures/reset'), { method: 'POST' });
});
afterAll(() => browser.close());
beforeEach(async () => {
  await fetch(REPORTS, { method: 'DELETE' });
});

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(recordViolations);
}

async function open(options: PageOptions = {}) {
  const opened = await openPage(browser, options);
  await opened.page.addInitScript(recordViolations);
  return opened;
}

/** The violations every frame of the page has seen so far ('frame URL: directive blocked …'). */
async function violations(page: Page): Promise<string[]> {
  const perFrame = await Promise.all(
    page.frames().map(async (frame) => {
      const seen = await frame
        .evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [])
        .catch(() => []);
      return seen.map(
        (violation) =>
          `${frame.url()}: ${violation.disposition} ${violation.directive} ${violation.blocked} at ${violation.where} ${violation.sample}`,
      );
    }),
  );
  return perFrame.flat();
}

async function reports(): Promise<Array<Record<string, unknown>>> {
  return (await (await fetch(REPORTS)).json()) as Array<Record<string, unknown>>;
}

/** The end of every flow: nothing refused or reported in any frame, and nothing at the sink once the page is gone. */
async function expectClean(page: Page) {
  expect(await violations(page)).toEqual([]);
  await closePage(page);
  expect(await reports()).toEqual([]);
}

async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await widgetsIdle(page);
}

describe('the strict CSP in Chromium', { timeout: 120_000 }, () => {
  it('is sent with every page, a fresh nonce each time, on the loader script', async () => {
    const first = await fetch(url('/'));
    const second = await fetch(url('/'));
    const policy = first.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(
      /^script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'; /,
    );
    expect(second.headers.get('Content-Security-Policy')).not.toBe(policy);
    expect(first.headers.get('Content-Security-Policy-Report-Only')).toMatch(
      /^require-trusted-types-for 'script'; trusted-types storefront; /,
    );
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(await first.text()).toContain(`loader.js" nonce="${nonce}"></script>`);
  });

  it.each(EXAMPLE_PAGES)('%s loads, and speculates at idle, with no violation', async (path) => {
    const { page } = await open({ speculate: true });
    expect((await page.goto(url(path)))?.status()).toBe(200);
    await widgetsIdle(page);
    await speculationSettled(page);
    await scrollThrough(page);
    await expectClean(page);
  });

  it('field data loads at idle, observes and sends its beacon with no violation', async () => {
    const { page } = await open();
    await page.goto(url('/shop?vitals=1'));
    await page.waitForFunction(() => performance.getEntriesByName('vitals:observing').length > 0);
    await page
      .locator('header')
      .getByRole('button', { name: /^Open Cart\b/ })
      .first()
      .click();
    // Hidden as on a switch to another tab: the beacon goes.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(async () => ((await (await page.request.get(url('/__fixtures/vitals'))).json()) as unknown[]).length)
      .toBe(1);
    await expectClean(page);
  });

  it('the inspector opens, lists a pasted broken slot, shows a slot and closes with no violation', async () => {
    const { page } = await open();
    await page.goto(url('/shop?widgets-inspect'));
    const inspector = page.getByRole('region', { name: 'Widgets inspector' });
    await inspector.waitFor(WAIT);
    await page.evaluate(() => {
      const pasted = document.createElement('div');
      pasted.setAttribute('data-widget', 'recipe-card');
      document.querySelector('main')!.append(pasted);
    });
    const row = inspector.getByRole('row').filter({ hasText: 'recipe-card' });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent(), WAIT).toBe('failed');
    await row.getByRole('button').click();
    await page.keyboard.press('Escape');
    expect(await inspector.count()).toBe(0);
    await expectClean(page);
  });

  it('the basket drawer opens and a quantity changes', async () => {
    const { page } = await open();
    expect((await page.request.post(url('/__fixtures/basket'), { data: { scenario: 'two-shipments' } })).ok()).toBe(
      true,
    );
    await page.goto(url('/'));
    await widgetsIdle(page);
    await page.getByRole('button', { name: /^Open Cart \d+ Items$/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    const increase = cart.getByRole('button', { name: /^Increase quantity of / }).first();
    const quantity = cart.locator('output').first();
    const before = Number(await quantity.textContent());
    await increase.click();
    await expect.poll(async () => Number(await quantity.textContent()), WAIT).toBe(before + 1);
    await expect.poll(() => cart.getByText('(updating…)').count(), WAIT).toBe(0);
    await expectClean(page);
  });

  it('the search box suggests as the shopper types', async () => {
    const { page } = await open();
    await page.goto(url('/'));
    await widgetsIdle(page);
    await page.getByRole('combobox', { name: 'Search', exact: true }).fill('chick');
    await expect
      .poll(
        () => page.getByRole('listbox', { name: 'Search suggestions', exact: true }).getByRole('option').count(),
        WAIT,
      )
      .toBeGreaterThan(0);
    await expectClean(page);
  });

  it('the sign-in dialog signs in, with the proof of work in its worker', async () => {
    const { page } = await open();
    await page.goto(url('/?pow=12'));
    await widgetsIdle(page);
    await page.getByRole('link', { name: 'Log In/Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel(/^Email( \*)?$/).fill('ines.insider@example.com');
    await dialog.getByLabel(/^Password( \*)?$/).fill('insider-pass-1');
    const worker = page.waitForEvent('worker');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await worker;
    await expect.poll(() => page.getByRole('button', { name: /^Your account/ }).isVisible(), WAIT).toBe(true);
    await expectClean(page);
  });

  it('signing in with the social provider loads its SDK', async () => {
    const { page, requests } = await open();
    await page.goto(url('/'));
    await widgetsIdle(page);
    await page.getByRole('link', { name: 'Sign-up options' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Your account/ }).isVisible(), WAIT).toBe(true);
    expect(requests).toContain('/fixtures/social-sdk/v2.6/sdk.js');
    await expectClean(page);
  });

  it('a member saves a product to a collection', async () => {
    const { page } = await open();
    expect(
      (await page.request.post(url('/__fixtures/login'), { data: { email: 'victor.vip@example.com' } })).ok(),
    ).toBe(true);
    await page.goto(url(PAN.uri));
    await widgetsIdle(page);
    await expect.poll(() => page.getByRole('button', { name: /^Your account/ }).isVisible(), WAIT).toBe(true);
    await page.getByRole('button', { name: `Save ${PAN.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Collections' });
    await dialog.getByRole('region', { name: 'Recent Collections' }).getByRole('button').first().click();
    await expect.poll(() => page.getByRole('button', { name: `Saved ${PAN.name}`, exact: true }).count(), WAIT).toBe(1);
    await expectClean(page);
  });

  it('the ads test page with GPT loaded and its ads shown', async () => {
    const { page, requests } = await open();
    await page.goto(url('/__test/ads'));
    await widgetsIdle(page);
    const rendered = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { __fakeGpt?: { events: Array<{ type: string; isEmpty?: boolean }> } }
          ).__fakeGpt?.events.filter((event) => event.type === 'slotRenderEnded' && !event.isEmpty).length ?? 0,
      );
    await expect.poll(rendered, WAIT).toBeGreaterThan(0);
    expect(requests).toContain('/fake-gpt/gpt.js');
    await scrollThrough(page);
    await expectClean(page);
  });

  it('the widget gallery previews states and edits props, structured ones in data-props too', async () => {
    const { page } = await open();
    await page.goto(url('/widgets'));
    await page.locator('[data-widget="widget-gallery"][data-widget-state="mounted"]').waitFor(WAIT);
    const section = (name: string) => page.getByRole('region', { name, exact: true });
    const editorState = (name: string) =>
      page.frameLocator(`iframe[title="${name} with your props"]`).locator(`[data-widget="${name}"]`);
    // A preview page's edits: attributes set, and a data-props block's text changed.
    await section('flash-bar').getByRole('textbox', { name: 'message' }).fill('Edited');
    await expect.poll(() => editorState('flash-bar').getAttribute('data-message'), WAIT).toBe('Edited');
    // A recipe without its data: the collection mounts and shows that item's own failure, the edit's effect.
    await page.locator('iframe[title="collection with your props"]').scrollIntoViewIfNeeded();
    await section('collection').getByRole('textbox', { name: 'items (JSON)' }).fill('[{"type": "recipe"}]');
    await expect
      .poll(
        () => page.frameLocator('iframe[title="collection with your props"]').getByText('Error loading recipe').count(),
        WAIT,
      )
      .toBe(1);
    // The text commits with the first render; the slot says mounted in a passive effect, after the paint.
    await expect.poll(() => editorState('collection').getAttribute('data-widget-state'), WAIT).toBe('mounted');
    // A state's backend answers from the preview page's fetch stub, its opener beside it.
    await section('basket-drawer').getByRole('heading', { name: 'With lines' }).scrollIntoViewIfNeeded();
    const lines = page.frameLocator('iframe[title="basket-drawer: With lines"]');
    await lines.getByRole('button', { name: /Open Cart/ }).click();
    await expect
      .poll(() => lines.getByRole('dialog', { name: 'Your Cart' }).textContent(), WAIT)
      .toContain('Dutch Oven');
    await expectClean(page);
  });

  describe('checkout, paying with', () => {
    it('a card in the hosted fields', async () => {
      const { page } = await visitCheckout(browser, { setup: addressAndEmail, before: watchViolations });
      await payment(page).getByRole('button', { name: 'Card', exact: true }).click();
      // The vendor's frames are up when Save card is no longer disabled.
      await expect
        .poll(() => payment(page).getByRole('button', { name: 'Save card' }).getAttribute('aria-disabled'), WAIT)
        .toBeNull();
      await typeCard(page, VISA.number);
      expect(await frameInput(page, FRAMES.number).count()).toBe(1);
      await payment(page).getByRole('button', { name: 'Save card' }).click();
      await expect
        .poll(
          () =>
            payment(page)
              .getByRole('radio', { name: /Visa/ })
              .first()
              .isChecked()
              .catch(() => false),
          WAIT,
        )
        .toBe(true);
      await placeOrderButton(page).click();
      await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
      await expectClean(page);
    });

    it.each([
      ['PayPal', 'PayPal (shopper@paypal.example)'],
      ['Google Pay', 'Google Pay (Mastercard 4444)'],
    ])('%s', async (wallet, label) => {
      const { page } = await visitCheckout(browser, { before: watchViolations });
      const choices = payment(page).getByRole('group', { name: 'Add a payment method' }).first();
      await choices.getByRole('button', { name: wallet, exact: true }).click();
      await payment(page)
        .getByRole('group', { name: wallet })
        .getByRole('button', { name: wallet, exact: true })
        .click();
      await expect
        .poll(
          () =>
            payment(page)
              .getByRole('group', { name: 'Pay with' })
              .getByRole('radio', { name: label })
              .isChecked()
              .catch(() => false),
          WAIT,
        )
        .toBe(true);
      await expectClean(page);
    });

    it('Apple Pay, in a Safari-like page', async () => {
      const { page } = await visitCheckout(browser, {
        before: async (opened) => {
          await opened.addInitScript(recordViolations);
          // The fake ApplePaySession as Safari would have it (checkout-payment.e2e.ts), over CDP: no CSP applies.
          await opened.addInitScript({
            content: await (await opened.request.get(url('/fake-vendors/apple-pay.js'))).text(),
          });
        },
      });
      const choices = payment(page).getByRole('group', { name: 'Add a payment method' }).first();
      await choices.getByRole('button', { name: 'Card', exact: true }).hover();
      await page.mouse.down();
      await page.mouse.up();
      await choices.getByRole('button', { name: 'Apple Pay', exact: true }).click();
      await payment(page).getByRole('button', { name: 'Pay with Apple Pay' }).click();
      await expect
        .poll(
          () =>
            payment(page)
              .getByRole('group', { name: 'Pay with' })
              .getByRole('radio', { name: /Apple Pay/ })
              .isChecked()
              .catch(() => false),
          WAIT,
        )
        .toBe(true);
      await expectClean(page);
    });

    it('Affirm, through its dialog', async () => {
      const { page } = await visitCheckout(browser, { setup: addressAndEmail, before: watchViolations });
      await payment(page)
        .getByRole('group', { name: 'Add a payment method' })
        .first()
        .getByRole('button', { name: 'Affirm', exact: true })
        .click();
      await placeOrderButton(page).click();
      await page
        .getByRole('dialog', { name: 'Pay over time with Affirm' })
        .getByRole('button', { name: 'Confirm Affirm plan' })
        .click();
      await page.waitForURL(/\/shop\/checkout\/confirmation\/F52-\d+$/);
      await expectClean(page);
    });
  });

  it('bites: an inline script without the nonce is refused, and a string into a Trusted Types sink reported; both at the sink', async () => {
    const { page } = await open();
    // The page as an injection would leave it: an inline script the server did not write, so without the nonce.
    await page.route(url('/__test/loader'), async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('</body>', '<script>window.injected = true</script></body>'),
      });
    });
    await page.goto(url('/__test/loader'));
    // The loader, nonced, ran: its interaction slot is set to wait for the first interaction.
    await widgetsIdle(page);
    expect(await page.locator('[data-widget="skip-link"]').getAttribute('data-widget-state')).toBe('waiting');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected ?? false)).toBe(false);
    await page.evaluate(() => {
      document.createElement('div').innerHTML = '<b>a plain string</b>';
    });
    await expect
      .poll(() => violations(page), WAIT)
      .toEqual([
        expect.stringMatching(/: enforce script-src-elem inline at /),
        expect.stringMatching(/: report require-trusted-types-for trusted-types-sink at .*Element innerHTML/),
      ]);
    const seen = async () =>
      (await reports())
        .map((report) => `${String(report['disposition'])} ${String(report['effective-directive'])}`)
        .sort();
    await expect.poll(seen, WAIT).toEqual(['enforce script-src-elem', 'report require-trusted-types-for']);
    await closePage(page);
  });
});
