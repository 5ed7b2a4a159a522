import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchSuggestions } from '../../fixtures/data/search-suggestions';
import { headerSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { resetSearchSuggestions } from '../../stores/search/suggestions';
import headerWidget from './definition';

// The header's search as a WAI-ARIA combobox, mounted into the page frame's header slot, against the fixture
// server's own suggestion data. Timers are fake: the store's 250 ms debounce is advanced, never waited for.

type Answer = (query: string) => Response | Promise<Response>;
const fixtureAnswer: Answer = (query) => Response.json({ query, data: searchSuggestions(query) });
let requests: string[];

/** The suggestions endpoint (and the basket's call the cart button makes, answered empty). */
function stubServer(answer: Answer = fixtureAnswer) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/home/ajax_search_suggestions_ng')
        return Response.json({ basket: { basketId: 'b', numItems: 0, basketItems: [] } });
      const query = url.searchParams.get('query') ?? '';
      requests.push(query);
      return answer(query);
    }),
  );
}

async function mountHeader({ path = '/', config = {} }: { path?: string; config?: object } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
  document.body.innerHTML = `<header class="site-header">${String(await headerSlot({ siteName: 'Fifty-Two Kitchen', links: [], cartCount: 0 }))}</header>`;
  expect(await mountSlot(headerWidget, document.querySelector<HTMLElement>('[data-widget="header"]')!)).toBe('mounted');
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
// Hidden elements have no accessible name in Testing Library: the name is checked while the listbox shows.
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).getAllByRole('option');
const groups = () =>
  within(listbox())
    .queryAllByRole('group')
    .map(
      (group) =>
        group.getAttribute('aria-labelledby') &&
        document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
    );
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const status = () => document.querySelector('.hdr-search [role="status"]')?.textContent;

let user: ReturnType<typeof userEvent.setup>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

/** Lets the debounce run out and the answer render. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/** Focuses the box: the suggestion code loads now, not before. */
async function focusBox() {
  await user.click(box());
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await settle();
}

/** The header on /, its box focused, `text` typed and answered. */
async function typedAndAnswered(text: string) {
  await mountHeader();
  await focusBox();
  await user.type(box(), text);
  await settle();
}

beforeEach(() => {
  resetSearchSuggestions();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  stubServer();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the search combobox', () => {
  it('is a closed combobox until focused: no suggestion code, no request, no popup', async () => {
    await mountHeader();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('placeholder')).toBe('Search for anything');
    expect(box().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await settle();
    expect(requests).toEqual([]);
  });

  it('before typing: the default text and the first-variant headings, from one request for the empty query', async () => {
    await mountHeader();
    await focusBox();
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Search suggestions' }).id);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Search recipes, shop, articles, hotline…')).toBeTruthy();
    expect(groups()).toEqual(['Recent Searches', "What We're into Right Now", 'Popular Recipes', 'Favorites In Shop']);
    expect(requests).toEqual(['']);
  });

  it('after typing: a row to search for the text, then Suggested Recipes and In The Shop, the match highlighted, the count announced', async () => {
    await mountHeader();
    await focusBox();
    await user.type(box(), 'pie');
    expect(status()).toBe('Loading suggestions…');
    await settle();
    expect(requests).toEqual(['', 'pie']);
    expect(groups()).toEqual(['Suggested Recipes', 'In The Shop']);
    const expected = searchSuggestions('pie');
    expect(options().map((option) => option.textContent)).toEqual([
      'Search for “pie”',
      ...[...expected.recipes, ...expected.products].map((result) => result.name),
    ]);
    const marked = [...listbox().querySelectorAll('mark')].map((mark) => mark.textContent!.toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(['pie']));
    expect(status()).toBe(`${expected.recipes.length + expected.products.length} suggestions`);
  });

  it('by keyboard: Down and Up move with wrapping, Enter opens the active option', async () => {
    await typedAndAnswered('pie');
    const names = options().map((option) => option.textContent);
    expect(active()).toBeUndefined();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(names[0]);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(names.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(names[0]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBe(names.at(-2));
    await user.keyboard('{Enter}');
    const chosen = [...searchSuggestions('pie').recipes, ...searchSuggestions('pie').products].find(
      (result) => result.name === names.at(-2),
    )!;
    expect(assign).toHaveBeenCalledWith(chosen.path);
    expect(document.activeElement).toBe(box());
  });

  it('Enter with no active option submits the typed text to the page’s destination; a click on an option opens it', async () => {
    await mountHeader({ path: '/blog/a-story' });
    await focusBox();
    await user.type(box(), '  pie {Enter}');
    expect(assign).toHaveBeenLastCalledWith('/blog/search?q=pie');
    await user.click(box());
    await settle();
    await user.click(options()[1]!);
    expect(assign).toHaveBeenLastCalledWith(searchSuggestions('pie').recipes[0]!.path);
  });

  it.each([
    ['/shop', {}, '/shop/search?q=apple%20pie'],
    ['/', { pageType: 'product' }, '/shop/search?q=apple%20pie'],
    ['/blog/how-to', {}, '/blog/search?q=apple%20pie'],
    ['/hotline', {}, '/hotline/search?q=apple%20pie'],
    ['/', {}, '/recipes/search?q=apple%20pie'],
  ])('on %s with %j, submitting goes to %s', async (path, config, destination) => {
    stubServer((query) => Response.json({ query, data: {} }));
    await mountHeader({ path, config });
    await user.type(box(), '  apple pie {Enter}');
    expect(assign).toHaveBeenCalledWith(destination);
  });

  it("a section with more than it lists ends with 'See all {n}', to that section's search; a click or Enter opens it", async () => {
    // the fixture's 'table': 20 recipes and 5 products match, 4 of each are listed
    expect(searchSuggestions('table').totals).toEqual({ recipes: 20, products: 5 });
    await typedAndAnswered('table');
    const recipes = within(listbox()).getByRole('group', { name: 'Suggested Recipes' });
    const shop = within(listbox()).getByRole('group', { name: 'In The Shop' });
    expect(within(recipes).getAllByRole('option').at(-1)?.textContent).toBe('See all 20 recipes');
    expect(within(shop).getAllByRole('option').at(-1)?.textContent).toBe('See all 5 products');
    // the panel's own words: the typed text is not marked in them
    expect(within(listbox()).getByRole('option', { name: 'See all 20 recipes' }).querySelector('mark')).toBeNull();
    // 4 recipes and 4 products: the See all rows are not suggestions
    expect(status()).toBe('8 suggestions');
    await user.click(within(listbox()).getByRole('option', { name: 'See all 20 recipes' }));
    expect(assign).toHaveBeenLastCalledWith('/recipes/search?q=table');
    await user.click(box());
    await settle();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(assign).toHaveBeenLastCalledWith('/shop/search?q=table');
  });

  it('a total that is not a count shows no See all, and nothing of it; a count beside it still does', async () => {
    stubServer((query) =>
      Response.json({
        query,
        data: { ...searchSuggestions(query), totals: { recipes: '<img src=x onerror=alert(1)>99', products: 5 } },
      }),
    );
    await typedAndAnswered('table');
    expect(
      within(listbox())
        .getAllByRole('option', { name: /^See all/ })
        .map((option) => option.textContent),
    ).toEqual(['See all 5 products']);
    expect(listbox().querySelector('img[src="x"]')).toBeNull();
    expect(listbox().textContent).not.toContain('99');
  });

  it('the data’s own search_url is the destination when it answers the typed text', async () => {
    await typedAndAnswered('knife');
    expect(searchSuggestions('knife').search_url).toBe('/shop/search');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/shop/search?q=knife');
  });

  it('a click on Search after the answer uses its search_url too (closing the panel keeps what it learned)', async () => {
    await typedAndAnswered('knife');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith('/shop/search?q=knife');
  });

  it('reopened, no option is active: Enter submits the text', async () => {
    await typedAndAnswered('pie');
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/recipes/search?q=pie');
  });

  it("keys that belong to an input method's composition are left to it", async () => {
    await typedAndAnswered('pie');
    fireEvent.keyDown(box(), { key: 'ArrowDown', isComposing: true });
    fireEvent.keyDown(box(), { key: 'Escape', isComposing: true });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it.each(['javascript:alert(1)', 'https://evil.example/search', '//evil.example/search'])(
    'a search_url of %s is ignored',
    async (searchUrl) => {
      stubServer((query) => Response.json({ query, data: { ...searchSuggestions(query), search_url: searchUrl } }));
      await typedAndAnswered('knife');
      await user.keyboard('{Enter}');
      expect(assign).toHaveBeenCalledWith('/recipes/search?q=knife');
    },
  );

  it('Escape closes, then clears; Tab and focus leaving close', async () => {
    await typedAndAnswered('pie');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('pie');
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    await user.type(box(), 'pie');
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(listbox().closest('.hdr-suggest')!.hasAttribute('hidden')).toBe(true);
  });

  it('a cached query shows again with no request', async () => {
    await typedAndAnswered('pie');
    await user.type(box(), 's');
    await settle();
    await user.keyboard('{Backspace}');
    await settle();
    expect(requests).toEqual(['', 'pie', 'pies']);
    expect(groups()).toEqual(['Suggested Recipes', 'In The Shop']);
  });

  it.each([
    ['a 500', () => new Response('boom', { status: 500 })],
    [
      'an HTML page',
      () => new Response('<!doctype html><title>Log in</title>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])('%s: the panel says suggestions are unavailable, and Enter still searches', async (_case, answer) => {
    stubServer((query) => (query === '' ? fixtureAnswer(query) : answer()));
    await typedAndAnswered('pie');
    expect(screen.getByText('Suggestions are unavailable right now. Press Enter to search.')).toBeTruthy();
    expect(status()).toBe('Suggestions are unavailable. Press Enter to search.');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/recipes/search?q=pie');
  });

  it('a timeout says the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) =>
        new URL(request.url).searchParams.get('query')
          ? new Promise((_resolve, reject) =>
              request.signal.addEventListener('abort', () => reject(request.signal.reason)),
            )
          : fixtureAnswer(''),
      ),
    );
    await typedAndAnswered('pie');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText('Suggestions are unavailable right now. Press Enter to search.')).toBeTruthy();
  });

  it('names holding markup are text', async () => {
    stubServer((query) =>
      Response.json({
        query,
        data: {
          recipes: [{ name: '<img src=x onerror="window.pwned=1">Pie', path: '/recipes/1-pie' }],
          products: [{ name: '"><script>window.pwned=1</script>', path: '/products/2-x' }],
        },
      }),
    );
    await typedAndAnswered('pie');
    expect(options().map((option) => option.textContent)).toEqual([
      'Search for “pie”',
      '<img src=x onerror="window.pwned=1">Pie',
      '"><script>window.pwned=1</script>',
    ]);
    expect(listbox().querySelector('img:not([alt=""]), script')).toBeNull();
  });

  it.each(['.*+?^${}()|[]\\', 'x'.repeat(1000), '🍰 cake', 'שקשוקה'])(
    'any text, %j, asks for it and searches for it',
    async (text) => {
      await mountHeader();
      await focusBox();
      await user.click(box());
      await user.paste(text);
      await settle();
      expect(requests.at(-1)).toBe(text.trim());
      expect(options()[0]!.textContent).toBe(`Search for “${text.trim()}”`);
      await user.keyboard('{Enter}');
      expect(assign).toHaveBeenCalledWith(`/recipes/search?q=${encodeURIComponent(text.trim())}`);
    },
  );

  it('useSearchPanel puts the suggestions in the side panel', async () => {
    await mountHeader({ config: { useSearchPanel: true } });
    await focusBox();
    expect(listbox().closest('.hdr-suggest')!.classList.contains('hdr-suggest--side')).toBe(true);
  });

  it('q is read from the URL; the submit is aria-disabled while the text is empty', async () => {
    await mountHeader({ path: '/recipes/search?q=apple%20pie' });
    expect((box() as HTMLInputElement).value).toBe('apple pie');
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await focusBox();
    await user.keyboard('{Escape}{Escape}');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(assign).not.toHaveBeenCalled();
  });

  it('on phones, the icon focuses the field (shown over the row while focus is in it, header.css) and the close button leaves it', async () => {
    await mountHeader();
    const open = screen.getByRole('button', { name: 'Open search' });
    await user.click(open);
    expect(document.activeElement).toBe(box());
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(document.activeElement).toBe(open);
  });
});
