import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  axeViolations,
  closePage,
  launchBrowser,
  openPage,
  url,
  widgetsIdle,
} from '../../build/e2e/browser';
import { requireProduct } from '../../fixtures/data/products';
import { RECIPES } from '../../fixtures/data/recipes';
import {
  COLLECTION_ASSOCIATIONS,
  USER_COLLECTIONS,
  type CollectionAssociation,
  type UserCollection,
} from '../../fixtures/data/user-collections';
import { VIDEOS } from '../../fixtures/data/videos';
import { saveSkuId } from '../../fixtures/pages/save-buttons';
import { SAVE_TEST_BARE, SAVE_TEST_TWICE } from '../../fixtures/pages/save-test-page';

// The save button and its 'Your Collections' modal in Chromium, on the fixture site's pages: a visitor's
// one-click save through the sign-in dialog, the modal by keyboard (axe, the Tab trap, Escape, creating and
// removing), the form's messages, the calls' faults, double clicks and twin buttons, when the modal's code
// loads, the test page's 30 buttons and its broken slots, and a click outside. Every `openPage` is a new
// visitor with freshly seeded state on the fixture server, so no test sees another's saves.

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'build', '.reports', 'screenshots');
const VICTOR = { email: 'victor.vip@example.com', password: 'vip-pass-1', id: 203, favorites: 5001 };
const INES = { email: 'ines.insider@example.com', password: 'insider-pass-1', id: 202, favorites: 5011 };
const TEST_PAGE = '/__test/save-to-collection';
const CHICKEN = SAVE_TEST_TWICE;
const POTATOES = RECIPES[2]!;
const PAN = requireProduct('five-two-nonstick-pan');
const PAN_SKU = saveSkuId(PAN);
// Chromium logs a failed resource on the console by itself, whatever the page does with it.
const FAILED_500 = 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';
const CREATE_CALL = '/collections/ajax_add_collection';
const ADD_CALL = /^\/collections\/\d+\/ajax_widget_add_collectable$/;
const ADD_CALL_GLOB = '**/collections/*/ajax_widget_add_collectable';

let browser: Browser;
let modalChunk: string;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  modalChunk = await findModalChunk();
});
afterAll(() => browser.close());

/**
 * The modal's own chunk: of the widget's dynamic imports (which also hold the error reporter and what the shared
 * stores load lazily), the one with the modal's words in it.
 */
async function findModalChunk(): Promise<string> {
  const manifest = (await (await fetch(url('/assets/manifest.json'))).json()) as Record<
    string,
    { dynamicImports?: string[] }
  >;
  for (const file of manifest['save-to-collection']?.dynamicImports ?? []) {
    if ((await (await fetch(url(`/assets/${file}`))).text()).includes('Create a New Collection'))
      return `/assets/${file}`;
  }
  throw new Error("No dynamic import of save-to-collection holds the modal's code");
}

/** A new visitor on `path` (signed in through the fixture hook when `email` is given); `before` runs before the page loads. */
async function visit(path: string, { email, before }: { email?: string; before?: (page: Page) => Promise<void> } = {}) {
  const opened = await openPage(browser);
  if (email) expect((await opened.page.request.post(url('/__fixtures/login'), { data: { email } })).ok()).toBe(true);
  await before?.(opened.page);
  await opened.page.goto(url(path));
  await widgetsIdle(opened.page);
  // The header shows the member once /users/ajax_current has answered: the buttons know what is saved.
  const known = email
    ? opened.page.getByRole('button', { name: /^Your account/ })
    : opened.page.getByRole('link', { name: 'Log In/Sign Up' });
  await expect.poll(() => known.isVisible()).toBe(true);
  return opened;
}

/** The save button of the item named `name` ("Save" or "Saved", then the name, which only screen readers see). */
const saveButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^Saved? ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
/** What the button says: "Save …" or "Saved …". */
const says = (button: Locator) => button.textContent();
const saveDialog = (on: Page) => on.getByRole('dialog', { name: 'Your Collections' });
const row = (on: Page, name: string) => saveDialog(on).getByRole('button', { name, exact: true });
const titleField = (on: Page) => saveDialog(on).getByRole('textbox', { name: 'Collection Name' });
const descriptionField = (on: Page) => saveDialog(on).getByRole('textbox', { name: 'Description (optional)' });
const flashBar = (on: Page) => on.locator('[data-widget="flash-bar"]');
/** The flash bar's words: an error in its alert region, the rest in its status region (after "Thank you!"). */
const flashed = (on: Page, kind: 'alert' | 'status') =>
  flashBar(on).getByRole(kind).getByRole('paragraph').allTextContents();
const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);
const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));
const section = (on: Page, heading: string) => on.getByRole('region', { name: heading });
const calls = (requests: string[], path: string | RegExp) =>
  requests.filter((requested) => (typeof path === 'string' ? requested === path : path.test(requested)));

/** Tab until `target` has focus. */
async function tabTo(on: Page, target: Locator, most = 120) {
  for (let press = 0; press < most; press++) {
    if (await isFocused(target)) return;
    await on.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The messages the field is described by (the rule's message, then its counter). */
const describedBy = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent),
  );

interface FixtureState {
  state: { collections: UserCollection[]; associations: CollectionAssociation[] };
}
const serverState = async (on: Page) =>
  ((await (await on.request.get(url('/__fixtures/state'))).json()) as FixtureState).state;
/** Whether the seeded data has the item in one of the member's collections. */
const seededIn = (ownerId: number, collectableType: CollectionAssociation['collectableType'], collectableId: number) =>
  COLLECTION_ASSOCIATIONS.some(
    (association) =>
      association.collectableType === collectableType &&
      association.collectableId === collectableId &&
      USER_COLLECTIONS.find((collection) => collection.id === association.collectionId)?.ownerId === ownerId,
  );
/** The ids of the member's collections holding the item, on the server (every member's collections are in a visitor's state). */
async function holding(
  on: Page,
  ownerId: number,
  collectableType: CollectionAssociation['collectableType'],
  collectableId: number,
) {
  const { collections, associations } = await serverState(on);
  const own = new Set(
    collections.filter((collection) => collection.ownerId === ownerId).map((collection) => collection.id),
  );
  return associations
    .filter(
      (association) =>
        own.has(association.collectionId) &&
        association.collectableType === collectableType &&
        association.collectableId === collectableId,
    )
    .map((association) => association.collectionId);
}

/** Holds the requests matching `pattern` until `release()`, then answers them with `answer` (default: the server's). */
async function hold(
  on: Page,
  pattern: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await on.route(pattern, async (route) => {
    held++;
    await released;
    await answer(route);
  });
  return { release, held: () => held };
}
const fail500 = (route: Route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });

/** Opens the modal from `button` with the mouse, and waits for it to finish fading in. */
async function openByMouse(on: Page, button: Locator) {
  await button.click();
  await expect.poll(() => saveDialog(on).isVisible()).toBe(true);
  await animationsDone(saveDialog(on));
}

async function openForm(on: Page) {
  await saveDialog(on).getByRole('button', { name: 'Create a New Collection' }).click();
  await expect.poll(() => isFocused(titleField(on))).toBe(true);
}

describe('save-to-collection in Chromium', () => {
  describe('given a visitor', () => {
    it.each([
      ['Ines', INES, CHICKEN],
      ['Victor', VICTOR, POTATOES],
    ])(
      'by mouse: Save asks %s to log in, then the recipe is in their Favorites and the button says Saved, with no second click and no reload',
      async (_name, member, recipe) => {
        expect(seededIn(member.id, 'recipe', recipe.id)).toBe(false);
        const { page: on, errors, requests } = await visit(recipe.uri);
        // Set on this document: still there after the login means the page was not reloaded.
        await on.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        const button = saveButton(on, recipe.name);
        expect(await says(button)).toBe(`Save ${recipe.name}`);

        await button.click();
        const login = on.getByRole('dialog', { name: 'Log In' });
        await expect.poll(() => login.isVisible()).toBe(true);
        expect(await login.getByText('Log in or sign up to save to your collections.').isVisible()).toBe(true);
        await login.getByLabel(/^Email( \*)?$/).fill(member.email);
        await login.getByLabel(/^Password( \*)?$/).fill(member.password);
        await login.getByRole('button', { name: 'Log In' }).click();

        await expect.poll(() => says(button)).toBe(`Saved ${recipe.name}`);
        await expect.poll(() => login.count()).toBe(0);
        expect(await saveDialog(on).count()).toBe(0);
        expect(await on.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await expect.poll(() => holding(on, member.id, 'recipe', recipe.id)).toEqual([member.favorites]);
        expect(calls(requests, ADD_CALL)).toEqual([`/collections/${member.favorites}/ajax_widget_add_collectable`]);
        expect(calls(requests, CREATE_CALL)).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(on);
      },
    );

    it('who clicks two buttons of the same recipe before the sign-in dialog is up, then logs in, causes one add request', async () => {
      const { page: on, errors, requests } = await visit(TEST_PAGE);
      const twins = section(on, 'One recipe, two buttons');
      await twins.scrollIntoViewIfNeeded();
      await expect.poll(() => twins.getByRole('button').count()).toBe(2);
      const [first, second] = [saveButton(twins, CHICKEN.name).first(), saveButton(twins, CHICKEN.name).last()];
      // The sign-in dialog's code is held back, so the second click lands while the first is still opening it.
      const authCode = await hold(on, /\/assets\/auth-[^/]+\.js$/);
      await first.click();
      await second.click();
      await expect.poll(() => authCode.held()).toBe(1);
      authCode.release();

      const login = on.getByRole('dialog', { name: 'Log In' });
      await expect.poll(() => login.isVisible()).toBe(true);
      await login.getByLabel(/^Email( \*)?$/).fill(INES.email);
      await login.getByLabel(/^Password( \*)?$/).fill(INES.password);
      await login.getByRole('button', { name: 'Log In' }).click();

      await expect
        .poll(() => twins.getByRole('button').allTextContents())
        .toEqual([`Saved ${CHICKEN.name}`, `Saved ${CHICKEN.name}`]);
      await expect.poll(() => holding(on, INES.id, 'recipe', CHICKEN.id)).toEqual([INES.favorites]);
      expect(calls(requests, ADD_CALL)).toEqual([`/collections/${INES.favorites}/ajax_widget_add_collectable`]);
      expect(calls(requests, CREATE_CALL)).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(on);
    });
  });

  describe('given a member', () => {
    it('by keyboard only: opens the modal (axe, Tab trap, Escape), creates a collection holding the product, then takes it out again', async () => {
      const { page: on, errors } = await visit(PAN.uri, { email: VICTOR.email });
      const button = saveButton(on, PAN.name);
      expect(await says(button)).toBe(`Save ${PAN.name}`);
      await tabTo(on, button);
      await on.keyboard.press('Enter');
      const dialog = saveDialog(on);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => focusInside(dialog)).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getByRole('heading').allTextContents()).toEqual([
        'Your Collections',
        'Recent Collections',
        'Other Collections',
      ]);
      // Victor used six collections this week: the five latest are recent, the rest by name.
      expect(await section(on, 'Recent Collections').getByRole('button').allTextContents()).toEqual([
        'Favorites+',
        'Weeknight Dinners+',
        'Holiday Baking+',
        'Kitchen Wishlist+',
        'Table Setting+',
      ]);
      expect(await section(on, 'Other Collections').getByRole('button').allTextContents()).toEqual([
        'Gift Ideas+',
        'Pantry Restock+',
        'Summer Grilling+',
      ]);
      await animationsDone(dialog);
      expect(await axeViolations(on)).toEqual([]);
      await on.screenshot({ path: join(SCREENSHOTS, 'save-to-collection-modal.png') });

      for (let press = 0; press < 20; press++) {
        await on.keyboard.press('Tab');
        expect(await focusInside(dialog)).toBe(true);
      }
      for (let press = 0; press < 5; press++) {
        await on.keyboard.press('Shift+Tab');
        expect(await focusInside(dialog)).toBe(true);
      }
      await on.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await on.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await tabTo(on, dialog.getByRole('button', { name: 'Create a New Collection' }), 20);
      await on.keyboard.press('Enter');
      await expect.poll(() => isFocused(titleField(on))).toBe(true);
      await on.keyboard.type('Soup Season');
      await on.keyboard.press('Enter');

      await expect.poll(() => flashed(on, 'status')).toEqual(['Thank you!', 'Successfully created Soup Season']);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);
      expect(await says(button)).toBe(`Saved ${PAN.name}`);
      const made = (await serverState(on)).collections.find((collection) => collection.name === 'Soup Season');
      expect(made).toMatchObject({ ownerId: VICTOR.id, description: '' });
      // The page shows the save at once; the server has it when its POST is answered.
      await expect.poll(() => holding(on, VICTOR.id, 'product_sku', PAN_SKU)).toEqual([made!.id]);

      await on.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const soups = dialog.getByRole('button', { name: 'Soup Season', pressed: true });
      // Just used: the newest of the recent ones.
      expect(await section(on, 'Recent Collections').getByRole('button').first().textContent()).toBe('Soup Season✓');
      await tabTo(on, soups, 20);
      // The dialog closed 100 ms after the save showed, not on its answer: a row is busy (and takes no press)
      // until the page has the answer, which may come after the server has the save.
      await expect.poll(() => soups.getAttribute('aria-disabled')).toBeNull();
      await on.keyboard.press('Space');
      await expect.poll(() => says(button)).toBe(`Save ${PAN.name}`);
      await expect.poll(() => holding(on, VICTOR.id, 'product_sku', PAN_SKU)).toEqual([]);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);
      expect(errors).toEqual([]);
      await closePage(on);
    });

    it('a click outside the modal (on its backdrop) closes it, and focus goes back to the button', async () => {
      const { page: on, errors } = await visit(PAN.uri, { email: VICTOR.email });
      const button = saveButton(on, PAN.name);
      await openByMouse(on, button);
      await on.mouse.click(5, 5);
      await expect.poll(() => saveDialog(on).isVisible()).toBe(false);
      expect(await isFocused(button)).toBe(true);
      expect(errors).toEqual([]);
      await closePage(on);
    });

    describe('creating a collection: every message exactly, and nothing sent', () => {
      it.each([
        [
          'a title one over the maximum of 50',
          'a'.repeat(51),
          '',
          'title',
          "Collection titles can't be longer than 50 characters.",
        ],
        [
          'a title differing only in case from one of theirs',
          'weeknight DINNERS',
          '',
          'title',
          'Collection weeknight DINNERS already exists',
        ],
        [
          'a description one over the maximum of 250',
          'Soups',
          'd'.repeat(251),
          'description',
          "Collection description can't be longer than 250 characters.",
        ],
      ] as const)('%s', async (_case, title, description, wrong, message) => {
        const { page: on, errors, requests } = await visit(PAN.uri, { email: VICTOR.email });
        await openByMouse(on, saveButton(on, PAN.name));
        await openForm(on);
        await titleField(on).fill(title);
        if (description) await descriptionField(on).fill(description);
        // Nothing cut a paste short: the field holds what was typed, and says how far over it is.
        expect(await titleField(on).inputValue()).toBe(title);
        expect(await descriptionField(on).inputValue()).toBe(description);
        await saveDialog(on).getByRole('button', { name: 'Create and Save' }).click();

        const field = wrong === 'title' ? titleField(on) : descriptionField(on);
        await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
        expect((await describedBy(field))[0]).toBe(message);
        expect(await saveDialog(on).getByText(message, { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => isFocused(field)).toBe(true);
        expect(await saveDialog(on).isVisible()).toBe(true);
        expect(calls(requests, CREATE_CALL)).toEqual([]);
        expect(calls(requests, ADD_CALL)).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(on);
      });

      it('only spaces: ignored, no message, focus stays in the name', async () => {
        const { page: on, errors, requests } = await visit(PAN.uri, { email: VICTOR.email });
        await openByMouse(on, saveButton(on, PAN.name));
        await openForm(on);
        await on.keyboard.type('     ');
        await on.keyboard.press('Enter');
        await saveDialog(on).getByRole('button', { name: 'Create and Save' }).click();
        await expect.poll(() => isFocused(titleField(on))).toBe(true);
        expect(await titleField(on).getAttribute('aria-invalid')).toBeNull();
        expect(await saveDialog(on).isVisible()).toBe(true);
        expect(calls(requests, CREATE_CALL)).toEqual([]);
        expect(errors).toEqual([]);
        await closePage(on);
      });
    });

    describe('when a call fails', () => {
      it('a 500 on create: the spec’s message, no add call, what was typed still there', async () => {
        const {
          page: on,
          errors,
          requests,
        } = await visit(PAN.uri, {
          email: VICTOR.email,
          before: async (opened) => void (await opened.route(`**${CREATE_CALL}`, fail500)),
        });
        const button = saveButton(on, PAN.name);
        await openByMouse(on, button);
        await openForm(on);
        await titleField(on).fill('Soups');
        await saveDialog(on).getByRole('button', { name: 'Create and Save' }).click();
        await expect.poll(() => flashed(on, 'alert')).toEqual(['Unexpected error creating collection.']);
        expect(calls(requests, CREATE_CALL)).toHaveLength(1);
        expect(calls(requests, ADD_CALL)).toEqual([]);
        expect(await titleField(on).inputValue()).toBe('Soups');
        expect(await saveDialog(on).isVisible()).toBe(true);
        expect(await says(button)).toBe(`Save ${PAN.name}`);
        expect((await serverState(on)).collections.some((collection) => collection.name === 'Soups')).toBe(false);
        await expect.poll(() => errors).toEqual([FAILED_500]);
        await closePage(on);
      });

      it('an add failing after a create that worked: the collection stays (there next time), without the item, and the add’s message', async () => {
        const {
          page: on,
          errors,
          requests,
        } = await visit(PAN.uri, {
          email: VICTOR.email,
          before: async (opened) => void (await opened.route(ADD_CALL_GLOB, fail500)),
        });
        const button = saveButton(on, PAN.name);
        await openByMouse(on, button);
        await openForm(on);
        await titleField(on).fill('Soups');
        await saveDialog(on).getByRole('button', { name: 'Create and Save' }).click();
        await expect.poll(() => flashed(on, 'alert')).toEqual(['Unexpected error saving collectable to collection.']);
        await expect.poll(() => saveDialog(on).isVisible()).toBe(false);
        expect(await says(button)).toBe(`Save ${PAN.name}`);
        const made = (await serverState(on)).collections.find((collection) => collection.name === 'Soups');
        expect(made).toMatchObject({ ownerId: VICTOR.id });
        expect(calls(requests, ADD_CALL)).toEqual([`/collections/${made!.id}/ajax_widget_add_collectable`]);
        expect(await holding(on, VICTOR.id, 'product_sku', PAN_SKU)).toEqual([]);

        await openByMouse(on, button);
        expect(await row(on, 'Soups').getAttribute('aria-pressed')).toBe('false');
        await expect.poll(() => errors).toEqual([FAILED_500]);
        await closePage(on);
      });

      it('a failing remove: the button says Save while it is out, then Saved again with the spec’s message', async () => {
        const { page: on, errors } = await visit(CHICKEN.uri, { email: VICTOR.email });
        const remove = await hold(on, '**/ajax_widget_remove_collectable', fail500);
        const button = saveButton(on, CHICKEN.name);
        await expect.poll(() => says(button)).toBe(`Saved ${CHICKEN.name}`);
        await openByMouse(on, button);
        await row(on, 'Favorites').click();
        await expect.poll(() => says(button)).toBe(`Save ${CHICKEN.name}`);
        // The button changes as the press lands; the call reaches the route a moment later.
        await expect.poll(() => remove.held()).toBe(1);
        remove.release();
        await expect
          .poll(() => flashed(on, 'alert'))
          .toEqual(['Unexpected error removing collectable from collection.']);
        await expect.poll(() => says(button)).toBe(`Saved ${CHICKEN.name}`);
        expect(await holding(on, VICTOR.id, 'recipe', CHICKEN.id)).toEqual([VICTOR.favorites]);
        await expect.poll(() => errors).toEqual([FAILED_500]);
        await closePage(on);
      });
    });

    describe('clicks that come twice', () => {
      it('a double click on a collection row sends one add request', async () => {
        const { page: on, errors, requests } = await visit(PAN.uri, { email: VICTOR.email });
        const button = saveButton(on, PAN.name);
        await openByMouse(on, button);
        await row(on, 'Weeknight Dinners').dblclick();
        await expect.poll(() => saveDialog(on).isVisible()).toBe(false);
        await expect.poll(() => holding(on, VICTOR.id, 'product_sku', PAN_SKU)).toEqual([5002]);
        expect(await says(button)).toBe(`Saved ${PAN.name}`);
        expect(calls(requests, /^\/collections\//)).toEqual(['/collections/5002/ajax_widget_add_collectable']);
        expect(errors).toEqual([]);
        await closePage(on);
      });

      it("a double click whose second click comes after the server's answer still sends one request and keeps the save", async () => {
        const {
          page: on,
          errors,
          requests,
        } = await visit(PAN.uri, { email: VICTOR.email, before: (opened) => opened.clock.install() });
        const button = saveButton(on, PAN.name);
        await openByMouse(on, button);
        // From here only runFor moves the clock: the modal's auto-close, 100 ms after the save, waits for the second click.
        await on.clock.pauseAt((await on.evaluate(() => Date.now())) + 1000);
        const box = (await row(on, 'Weeknight Dinners').boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const answered = on.waitForResponse((response) =>
          response.url().endsWith('/collections/5002/ajax_widget_add_collectable'),
        );
        await on.mouse.click(x, y);
        await answered;
        // The second click of the same double click (its `detail` is 2), after the answer of a fast server: the
        // saved row has moved to the top of the recent ones, Favorites is under the pointer now.
        expect(await row(on, 'Favorites').boundingBox()).toEqual(box);
        await on.mouse.down({ clickCount: 2 });
        await on.mouse.up({ clickCount: 2 });
        await on.clock.runFor(100);
        await expect.poll(() => saveDialog(on).isVisible()).toBe(false);
        expect(await says(button)).toBe(`Saved ${PAN.name}`);
        expect(await holding(on, VICTOR.id, 'product_sku', PAN_SKU)).toEqual([5002]);
        expect(calls(requests, /^\/collections\//)).toEqual(['/collections/5002/ajax_widget_add_collectable']);
        expect(errors).toEqual([]);
        await closePage(on);
      });

      it("two buttons of one recipe: saving from one turns every button of it Saved ('Existing Collections' for Ines)", async () => {
        const { page: on, errors } = await visit(TEST_PAGE, { email: INES.email });
        const twins = section(on, 'One recipe, two buttons');
        await twins.scrollIntoViewIfNeeded();
        await expect
          .poll(() => twins.getByRole('button').allTextContents())
          .toEqual([`Save ${CHICKEN.name}`, `Save ${CHICKEN.name}`]);
        await openByMouse(on, saveButton(twins, CHICKEN.name).first());
        expect(await saveDialog(on).getByRole('heading').allTextContents()).toEqual([
          'Your Collections',
          'Existing Collections',
        ]);
        await row(on, 'Baking Projects').click();
        await expect
          .poll(() => twins.getByRole('button').allTextContents())
          .toEqual([`Saved ${CHICKEN.name}`, `Saved ${CHICKEN.name}`]);
        // The list's buttons of the same recipe (the first and the 25th) follow too.
        await section(on, 'Recipes to save').getByRole('listitem').first().scrollIntoViewIfNeeded();
        await expect
          .poll(() => says(saveButton(section(on, 'Recipes to save'), CHICKEN.name).first()))
          .toBe(`Saved ${CHICKEN.name}`);
        // The page shows the save at once; the server has it when its POST is answered.
        await expect.poll(() => holding(on, INES.id, 'recipe', CHICKEN.id)).toEqual([5012]);
        expect(errors).toEqual([]);
        await closePage(on);
      });
    });
  });

  describe('loading', () => {
    it("requests no modal code before any interaction; hovering a member's button loads it", async () => {
      const { page: on, requests, errors } = await visit(PAN.uri, { email: VICTOR.email });
      await saveButton(on, PAN.name).waitFor();
      expect(requests).not.toContain(modalChunk);
      await saveButton(on, PAN.name).hover();
      await expect.poll(() => requests.filter((requested) => requested === modalChunk)).toEqual([modalChunk]);
      expect(await saveDialog(on).count()).toBe(0);
      expect(errors).toEqual([]);
      await closePage(on);
    });

    it("a click before the modal's code has arrived is not lost: the modal opens once it does", async () => {
      const { page: on, errors } = await visit(PAN.uri, { email: VICTOR.email });
      const code = await hold(on, `**${modalChunk}`);
      const button = saveButton(on, PAN.name);
      await button.click();
      await expect.poll(() => code.held()).toBe(1);
      expect(await saveDialog(on).count()).toBe(0);
      code.release();
      await expect.poll(() => saveDialog(on).isVisible()).toBe(true);
      await expect.poll(() => focusInside(saveDialog(on))).toBe(true);
      expect(errors).toEqual([]);
      await closePage(on);
    });
  });

  describe('on the test page', () => {
    it('every slot renders a button, with one GET /users/ajax_current and no other call about collections', async () => {
      const { page: on, requests, errors } = await visit(TEST_PAGE, { email: VICTOR.email });
      const slots = on.locator('[data-widget="save-to-collection"]');
      const count = await slots.count();
      expect(count).toBe(38);
      // Each button's code runs as it nears the viewport: scroll through them all.
      for (let index = 0; index < count; index++) await slots.nth(index).scrollIntoViewIfNeeded();
      await expect
        .poll(() => on.locator('[data-widget="save-to-collection"][data-widget-state="mounted"]').count())
        .toBe(count);
      expect(await slots.getByRole('button').count()).toBe(count);
      expect(
        await section(on, 'Recipes to save')
          .getByRole('button', { name: /^Saved? / })
          .count(),
      ).toBe(30);

      expect(requests.filter((requested) => requested.startsWith('/users/ajax_current'))).toHaveLength(1);
      const api = requests.filter((requested) => requested !== TEST_PAGE && !requested.startsWith('/assets/'));
      expect(api.filter((requested) => /collection|association/i.test(requested))).toEqual([]);
      expect(requests).not.toContain(modalChunk);
      expect(errors).toEqual([]);
      await closePage(on);
    });

    it("the editor's bare slots render buttons that know what the member saved", async () => {
      const { page: on, errors } = await visit(TEST_PAGE, { email: VICTOR.email });
      const bare = section(on, 'Pasted by an editor');
      await bare.scrollIntoViewIfNeeded();
      // Victor has the first in Weeknight Dinners, not the second; a bare slot names no item, so the button says only that.
      expect(SAVE_TEST_BARE.map((recipe) => seededIn(VICTOR.id, 'recipe', recipe.id))).toEqual([true, false]);
      await expect.poll(() => bare.getByRole('button').allTextContents()).toEqual(['Saved', 'Save']);
      expect(errors).toEqual([]);
      await closePage(on);
    });

    it.each([
      ['without a collectable id', 'No collectable id'],
      ['of an unknown type', VIDEOS[0]!.name],
    ])(
      'a slot %s renders its button, but a click logs an error naming save-to-collection and opens nothing',
      async (_case, name) => {
        const { page: on, errors, requests } = await visit(TEST_PAGE, { email: VICTOR.email });
        const broken = section(on, 'Broken slots');
        await broken.scrollIntoViewIfNeeded();
        const button = saveButton(broken, name);
        expect(await says(button)).toBe(`Save ${name}`);
        expect(await button.getAttribute('aria-expanded')).toBeNull();
        await button.click();
        await expect.poll(() => errors.length).toBe(1);
        expect(errors[0]).toMatch(/^\[widgets\] save-to-collection \(props\): This save button has no collectable id/);
        expect(await on.getByRole('dialog').count()).toBe(0);
        expect(requests).not.toContain(modalChunk);
        await closePage(on);
      },
    );
  });
});
