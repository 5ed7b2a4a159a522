import { describe, expect, it } from 'vitest';
import { ConfigError, configValue, configValueOrUndefined, resetSiteConfig } from './site-config';

function page(configText: string) {
  resetSiteConfig();
  document.head.innerHTML = `<script type="application/json" id="site-config">${configText}</script>`;
}

describe('configValue', () => {
  describe('given a valid block', () => {
    it('returns the value, or the documented default for a missing key', () => {
      page('{"cartPath":"/basket","collectionTitleMaxLength":40,"productChooserDetailsPath":"/shop/details"}');
      expect(configValue('cartPath')).toBe('/basket');
      expect(configValue('collectionTitleMaxLength')).toBe(40);
      expect(configValue('collectionDescriptionMaxLength')).toBe(250);
      expect(configValue('useStandaloneCart')).toBe(false);
      expect(configValue('reloadOnLogout')).toBe(false);
      expect(configValue('links')).toEqual({
        account: '/users/account',
        ordersAndReturns: '/users/orders',
        rewards: '/users/rewards',
        aboutUs: '/about',
        shippingFaq: '/shipping',
      });
    });

    it('leaves out only the menu link that is not a path; the others keep their values or defaults', () => {
      page('{"links":{"account":"/me","aboutUs":"javascript:alert(1)","shippingFaq":"https://evil.example/faq"}}');
      expect(configValue('links')).toEqual({
        account: '/me',
        ordersAndReturns: '/users/orders',
        rewards: '/users/rewards',
        aboutUs: undefined,
        shippingFaq: undefined,
      });
    });

    it('parses the block once', () => {
      page('{"cartPath":"/basket"}');
      expect(configValue('cartPath')).toBe('/basket');
      document.getElementById('site-config')!.textContent = '{"cartPath":"/elsewhere"}';
      expect(configValue('cartPath')).toBe('/basket');
    });

    it('keeps strings holding </script>, <!-- and U+2028/U+2029 as they were (escaped by the server)', () => {
      page('{"hub":"\\u003c/script>\\u003c!--\u2028\u2029"}');
      expect(configValue('hub')).toBe('</script><!--\u2028\u2029');
    });
  });

  describe('given a bad value', () => {
    it.each([
      ['collectionTitleMaxLength', '"50"', /site-config key "collectionTitleMaxLength": .*number/i],
      ['productChooserDetailsPath', '42', /site-config key "productChooserDetailsPath": .*string/i],
      ['productChooserDetailsPath', '"https://evil.example/x"', /"productChooserDetailsPath": .*path/],
      ['productChooserDetailsPath', '"//evil.example/x"', /"productChooserDetailsPath": .*path/],
      // browsers read a backslash as a slash: "/\\host" is another site
      ['productChooserDetailsPath', '"/\\\\evil.example/x"', /"productChooserDetailsPath": .*path/],
      ['useStandaloneCart', '"yes"', /"useStandaloneCart": .*boolean/i],
      ['reloadOnLogout', '1', /"reloadOnLogout": .*boolean/i],
      ['pageType', '"basement"', /"pageType"/],
      ['airbrake', '{"projectId":"1","projectKey":"k"}', /"airbrake": .* at projectId/],
    ])('%s = %s throws a ConfigError naming the key', (key, value, message) => {
      page(`{"${key}":${value}}`);
      expect(() => configValue(key as never)).toThrow(ConfigError);
      expect(() => configValue(key as never)).toThrow(message);
      expect(configValueOrUndefined(key as never)).toBeUndefined();
    });

    it('a required key that is missing names the key', () => {
      page('{}');
      expect(() => configValue('productChooserDetailsPath')).toThrow(/"productChooserDetailsPath"/);
    });
  });

  describe('given a malformed block', () => {
    it.each([
      ['{"cartPath": "/a",', /not valid JSON/],
      ['["not", "an", "object"]', /not a JSON object/],
      ['null', /not a JSON object/],
    ])('%s fails every key that is read, naming the key', (text, message) => {
      page(text);
      expect(() => configValue('cartPath')).toThrow(message);
      expect(() => configValue('cartPath')).toThrow(/site-config key "cartPath"/);
    });
  });

  it('without a block, every key has its default', () => {
    resetSiteConfig();
    expect(configValue('hub')).toBe('default');
    expect(configValue('airbrake')).toBeUndefined();
  });
});
