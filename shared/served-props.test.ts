import { beforeEach, describe, expect, it } from 'vitest';
import { servedProps } from './served-props';

const slot = (props?: string, widget = 'promo-banner') =>
  `<div data-widget="${widget}">${props === undefined ? '' : `<script type="application/json" data-props>${props}</script>`}</div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('servedProps', () => {
  it('is the first slot of the widget whose props hold one of the keys, in document order', () => {
    document.body.innerHTML = [
      slot(),
      slot('{"other":1}'),
      slot('{"banner":null,"n":1}'),
      slot('{"banner":{},"n":2}'),
    ].join('');
    expect(servedProps('promo-banner', ['banner'])).toEqual({ banner: null, n: 1 });
  });

  it.each([
    ['no slot', ''],
    ['only bare slots', slot() + slot()],
    ['props without the key', slot('{"features":[]}')],
    ["the key in another widget's slot", slot('{"banner":null}', 'header')],
    ['malformed JSON', slot('{"banner":')],
    ['JSON that is not an object', slot('[{"banner":null}]') + slot('"banner"') + slot('null')],
    ['the key only nested deeper', slot('{"props":{"banner":null}}')],
  ])('%s: undefined', (_case, html) => {
    document.body.innerHTML = html;
    expect(servedProps('promo-banner', ['banner'])).toBeUndefined();
  });

  it('passes over a malformed slot to a good one after it', () => {
    document.body.innerHTML = slot('{"banner":') + slot('{"banner":{"banner_text":"Hi"}}');
    expect(servedProps('promo-banner', ['banner'])).toEqual({ banner: { banner_text: 'Hi' } });
  });

  it('any of several keys will do', () => {
    document.body.innerHTML = slot('{"utilities":[]}', 'features-bar');
    expect(servedProps('features-bar', ['features', 'utilities'])).toEqual({ utilities: [] });
  });

  it("reads only the slot's own props script, not one nested deeper in its markup", () => {
    document.body.innerHTML = `<div data-widget="promo-banner"><div><script type="application/json" data-props>{"banner":null}</script></div></div>`;
    expect(servedProps('promo-banner', ['banner'])).toBeUndefined();
  });
});
