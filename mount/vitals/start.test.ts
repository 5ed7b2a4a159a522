import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSiteConfig } from '../../shared/config/site-config';
import { sampled } from './sampled';
import { startVitals } from './start';

const observe = vi.hoisted(() => vi.fn());
vi.mock('./observe', () => ({ observe }));

const page = (config: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
};

afterEach(() => {
  resetSiteConfig();
  observe.mockClear();
});

describe('sampled', () => {
  it.each([
    [0, 0, false],
    [0, 0.999, false],
    [0.25, 0.2, true],
    [0.25, 0.25, false],
    [1, 0.999, true],
  ])('at rate %d, a draw of %d reports: %s', (rate, draw, expected) => {
    expect(sampled(rate, () => draw)).toBe(expected);
  });
});

describe('startVitals', () => {
  it('observes a sampled page view with the config', async () => {
    page({ vitals: { endpoint: '/vitals/beacon', sampleRate: 0.5 } });
    await expect(startVitals(() => 0.4)).resolves.toBe(true);
    expect(observe).toHaveBeenCalledWith({ endpoint: '/vitals/beacon', sampleRate: 0.5 });
  });

  it('passes the page the server names', async () => {
    page({ vitals: { endpoint: '/vitals/beacon', sampleRate: 1, page: '/users/:member' } });
    await expect(startVitals(() => 0)).resolves.toBe(true);
    expect(observe).toHaveBeenCalledWith({ endpoint: '/vitals/beacon', sampleRate: 1, page: '/users/:member' });
  });

  it('loads nothing for a page view the draw leaves out, nor at a rate of 0', async () => {
    page({ vitals: { endpoint: '/vitals/beacon', sampleRate: 0.5 } });
    await expect(startVitals(() => 0.5)).resolves.toBe(false);
    resetSiteConfig();
    page({ vitals: { endpoint: '/vitals/beacon', sampleRate: 0 } });
    await expect(startVitals(() => 0)).resolves.toBe(false);
    expect(observe).not.toHaveBeenCalled();
  });

  it('loads nothing without the key', async () => {
    page({ pageType: 'home' });
    await expect(startVitals(() => 0)).resolves.toBe(false);
    expect(observe).not.toHaveBeenCalled();
  });

  it.each([
    ['a rate above 1', { endpoint: '/vitals/beacon', sampleRate: 2 }],
    ['an endpoint on another scheme', { endpoint: 'http://stats.example/b', sampleRate: 1 }],
    ['an unknown field', { endpoint: '/vitals/beacon', sampleRate: 1, user: 'x' }],
    ['a page with a query', { endpoint: '/vitals/beacon', sampleRate: 1, page: '/users/:member?tab=1' }],
    ['a page that is no path', { endpoint: '/vitals/beacon', sampleRate: 1, page: 'users' }],
  ])('says once on the console what is wrong with %s, and loads nothing', async (_, vitals) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page({ vitals });
    await expect(startVitals(() => 0)).resolves.toBe(false);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/^\[widgets\] vitals: site-config key "vitals": /);
    expect(observe).not.toHaveBeenCalled();
  });
});
