// @vitest-environment node
import { useId } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { configValue } from '../../shared/config/site-config';
import { usePageUrl } from '../../shared/page-url';
import { renderWidgetSlot, RenderInputError } from './render-slot';

// As the server bundle does (build/server-bundle.mjs): configValue reads the config given to the render.
vi.mock('../../shared/config/config-element', () => import('../../shared/config/config-element.server'));

function Cart({ label }: { label: string }) {
  const id = useId();
  return (
    <a id={id} href={configValue('cartPath')}>
      {label}
    </a>
  );
}
const cart = {
  name: 'cart-link',
  component: Cart,
  props: v.object({ label: v.string() }),
  config: ['cartPath'] as const,
};

function Where() {
  return <p>{usePageUrl().pathname}</p>;
}

describe('renderWidgetSlot', () => {
  it('writes the whole slot: data-ssr, its id prefix, the widget HTML, then the props script', () => {
    expect(renderWidgetSlot(cart, { props: { label: 'Cart' }, config: { cartPath: '/basket' } })).toBe(
      '<div data-widget="cart-link" data-ssr data-id-prefix="s-cart-link-">' +
        '<a id="_s-cart-link-R_0_" href="/basket">Cart</a>' +
        '<script type="application/json" data-props>{"label":"Cart"}</script></div>',
    );
  });

  it('takes the id prefix it is given, so two slots of one page keep their ids apart', () => {
    const html = renderWidgetSlot(cart, { props: { label: 'Cart' }, idPrefix: 'cart-2-' });
    expect(html).toContain('data-id-prefix="cart-2-"');
    expect(html).toContain('id="_cart-2-R_0_"');
  });

  it('escapes the props for a script element and the text for HTML', () => {
    const label = '</script><img src=x onerror=alert(1)><!--';
    const html = renderWidgetSlot(cart, { props: { label } });
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" data-props>(.*)<\/script>/.exec(html)![1]!;
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ label });
  });

  it('leaves the props script out when there are no props', () => {
    expect(
      renderWidgetSlot({ name: 'where', component: Where }, { url: 'https://shop.example/recipes/soup?x=1' }),
    ).toBe('<div data-widget="where" data-ssr data-id-prefix="s-where-"><p>/recipes/soup</p></div>');
  });

  it("reads each render's own config: a key one render had is gone in the next", () => {
    expect(renderWidgetSlot(cart, { props: { label: 'a' }, config: { cartPath: '/basket' } })).toContain(
      'href="/basket"',
    );
    expect(renderWidgetSlot(cart, { props: { label: 'b' } })).toContain('href="/users/cart"');
  });

  it.each([
    ['props that fail the schema', { props: { label: 3 } }, /cart-link: prop "label" is invalid/],
    [
      'a bad config key the widget needs',
      { props: { label: 'a' }, config: { cartPath: 'javascript:alert(1)' } },
      /cart-link: site-config key "cartPath"/,
    ],
    ['a bad id prefix', { props: { label: 'a' }, idPrefix: '"><script>' }, /idPrefix/],
  ])('refuses %s with a RenderInputError that says what is wrong', (_case, input, message) => {
    expect(() => renderWidgetSlot(cart, input)).toThrow(RenderInputError);
    expect(() => renderWidgetSlot(cart, input)).toThrow(message);
  });

  it('lets a widget that throws fail as itself, not as bad input', () => {
    const broken = {
      name: 'broken',
      component: (): never => {
        throw new Error('boom');
      },
    };
    expect(() => renderWidgetSlot(broken)).toThrow('boom');
    try {
      renderWidgetSlot(broken);
    } catch (error) {
      expect(error).not.toBeInstanceOf(RenderInputError);
    }
  });
});
