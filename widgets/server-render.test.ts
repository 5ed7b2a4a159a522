// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_BANNER } from '../fixtures/data/promo-banner';
import { SERVER_RENDER_EXAMPLES } from '../fixtures/testing/server-render-examples';
import { RenderInputError, renderRequest, renderSlot, serverWidgetNames } from './server-render';

// As the server bundle does (build/server-bundle.mjs): configValue reads the config given to the render.
vi.mock('../shared/config/config-element', () => import('../shared/config/config-element.server'));

const fetch = vi.fn(() => Promise.reject(new Error('no requests from a server render')));
afterEach(() => vi.unstubAllGlobals());

const propsScript = (html: string) =>
  /<script type="application\/json" data-props>(.*?)<\/script><\/div>$/.exec(html)?.[1];
/** The slot's HTML before its props script: what the page shows. */
const markup = (html: string) => html.slice(0, html.indexOf('<script'));

describe('the server render', () => {
  it('has an example request for every widget it renders', () => {
    expect(Object.keys(SERVER_RENDER_EXAMPLES).sort()).toEqual([...serverWidgetNames].sort());
  });

  it.each(Object.entries(SERVER_RENDER_EXAMPLES))(
    'renders %s with no page and no request, the same every time',
    (widget, input) => {
      vi.stubGlobal('fetch', fetch);
      const html = renderSlot(widget, input);
      expect(html).toMatch(new RegExp(`^<div data-widget="${widget}" data-ssr data-id-prefix="s-${widget}-">`));
      expect(JSON.parse(propsScript(html)!)).toEqual(input.props);
      expect(renderSlot(widget, input)).toBe(html);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('renders the promo banner from its props: text, link and Details (the details dialog loads on intent, so none is rendered)', () => {
    const html = renderSlot('promo-banner', { props: { banner: PROMO_BANNER } });
    expect(html).toContain(
      '<div class="promo-banner promo-banner--forrest"><p class="promo-banner__text">Free standard shipping on orders over $149.</p>',
    );
    expect(html).toContain('<a class="promo-banner__link" href="/shop/sale">Shop the Sale</a>');
    expect(html).toMatch(
      /<button type="button" class="promo-banner__details" aria-haspopup="dialog" aria-expanded="false" data-state="closed">Details/,
    );
    expect(html).not.toContain('<dialog');
  });

  it('keeps a hostile banner inert: markup stays text, a javascript: link is dropped, the props cannot end their script', () => {
    const banner = {
      ...PROMO_BANNER,
      banner_text: 'Sale</script><img src=x onerror="alert(1)"><!--',
      link_path: 'javascript:alert(1)',
    };
    const html = renderSlot('promo-banner', { props: { banner } });
    expect(markup(html)).not.toMatch(/<img|javascript:|<!--|<a /);
    expect(markup(html)).toContain('Sale&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;!--');
    // The props are data (the browser reads them through the same safe reader): escaped so they cannot leave their script.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(propsScript(html)).not.toMatch(/[<>&]/);
    expect(JSON.parse(propsScript(html)!)).toEqual({ banner });
  });

  it('no banner: the slot holds nothing to see', () => {
    expect(renderSlot('promo-banner', { props: {} })).toBe(
      '<div data-widget="promo-banner" data-ssr data-id-prefix="s-promo-banner-"></div>',
    );
  });

  it('drops a features link whose uri is not safe', () => {
    const html = renderSlot('features-bar', {
      props: {
        features: [
          { name: 'Bad', uri: 'javascript:alert(1)' },
          { name: 'Good', uri: '/good' },
        ],
        utilities: [],
      },
    });
    expect(markup(html)).not.toContain('Bad');
    expect(markup(html)).toContain('<li><a href="/good">Good</a></li>');
  });

  it('takes the request JSON as the CLI and the HTTP sidecar do, and refuses an unknown widget', () => {
    expect(renderRequest({ widget: 'features-bar', ...SERVER_RENDER_EXAMPLES['features-bar'] })).toBe(
      renderSlot('features-bar', SERVER_RENDER_EXAMPLES['features-bar']),
    );
    expect(() => renderRequest({ widget: 'header-ish' })).toThrow(RenderInputError);
    expect(() => renderRequest({ widget: 'header-ish' })).toThrow(
      `unknown widget "header-ish"; the server renders ${serverWidgetNames.map((name) => `"${name}"`).join(', ')}`,
    );
  });
});
