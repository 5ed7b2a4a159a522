import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripQueries } from './report-error';

const notify = vi.fn(async () => ({}));
const filters: Array<(notice: unknown) => unknown> = [];
const created = vi.fn();
vi.mock('@airbrake/browser', () => ({
  Notifier: class {
    constructor(options: unknown) {
      created(options);
    }
    addFilter(filter: (notice: unknown) => unknown) {
      filters.push(filter);
    }
    notify = notify;
  },
}));

// A fresh module for every test, as on a new page: the notifier is loaded once per page.
let reportError: typeof import('./report-error').reportError;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.resetModules();
  ({ reportError } = await import('./report-error'));
});
afterEach(() => {
  notify.mockClear();
  created.mockClear();
  filters.length = 0;
});

describe('stripQueries', () => {
  it('drops query strings and hashes from every absolute URL in a notice', () => {
    const notice = {
      context: { url: 'https://shop.example/recipes?email=a@b.c&token=1#top', component: 'flash-bar' },
      errors: [{ backtrace: [{ file: 'https://cdn.example/assets/chunk.js?v=2', line: 1 }] }],
      params: {
        note: 'see ?x=1 in text',
        message: 'Request failed with status code 500: POST https://shop.example/pantry?token=abc#x',
      },
    };
    expect(stripQueries(notice)).toEqual({
      context: { url: 'https://shop.example/recipes', component: 'flash-bar' },
      errors: [{ backtrace: [{ file: 'https://cdn.example/assets/chunk.js', line: 1 }] }],
      params: {
        note: 'see ?x=1 in text',
        message: 'Request failed with status code 500: POST https://shop.example/pantry',
      },
    });
  });
});

describe('reportError', () => {
  it('logs one console error naming the widget and the cause', () => {
    reportError(new Error('chunk missing'), { widget: 'flash-bar', phase: 'load' });
    expect(console.error).toHaveBeenCalledWith('[widgets] flash-bar (load): chunk missing', expect.any(Error));
  });

  describe('given no Airbrake keys in the page config', () => {
    it('does not load the notifier', async () => {
      reportError(new Error('x'), { widget: 'a', phase: 'render' });
      await vi.dynamicImportSettled();
      expect(created).not.toHaveBeenCalled();
    });
  });

  describe('given Airbrake keys', () => {
    it('loads the notifier once, with its defaults, a query-stripping filter and the widget as component', async () => {
      document.head.innerHTML =
        '<script type="application/json" id="site-config">{"airbrake":{"projectId":1,"projectKey":"abc","host":"http://localhost:1"}}</script>';
      const error = new Error('boom');
      reportError(error, { widget: 'flash-bar', phase: 'render' });
      reportError(error, { widget: 'skip-link', phase: 'render' });
      await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
      expect(created).toHaveBeenCalledTimes(1);
      expect(created).toHaveBeenCalledWith(
        expect.objectContaining({
          projectId: 1,
          projectKey: 'abc',
          host: 'http://localhost:1',
          environment: 'production',
        }),
      );
      expect(created.mock.calls[0]![0]).not.toHaveProperty('timeout');
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ error, context: { component: 'flash-bar', action: 'render' } }),
      );
      expect(filters[0]!({ context: { url: 'http://a.test/p?q=1' } })).toEqual({ context: { url: 'http://a.test/p' } });
    });
  });
});
