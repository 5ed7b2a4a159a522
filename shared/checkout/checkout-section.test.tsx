import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'nanostores';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutSection, useServedState } from './checkout-section';

const LOADED = { loading: false, errors: {} };
const FAILED = { loading: false, errors: { load: { message: 'We could not load your checkout.' } } };

describe('CheckoutSection', () => {
  it('is a section named by its h2, with the body once what it needs is there', () => {
    render(
      <CheckoutSection
        block="checkout-x"
        title="Gift note"
        state={LOADED}
        retry={vi.fn()}
        ready={{ note: 'Hi' }}
        loading="Loading the gift note"
      >
        {(ready) => <p>{ready.note}</p>}
      </CheckoutSection>,
    );
    const section = screen.getByRole('region', { name: 'Gift note' });
    expect(section.className).toBe('checkout-x');
    expect(screen.getByRole('heading', { level: 2, name: 'Gift note' }).className).toBe('checkout-x__heading');
    expect(screen.getByRole('heading').hasAttribute('tabindex')).toBe(false);
    expect(screen.getByText('Hi')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("waits, unless told what else, for the checkout's options", () => {
    const section = { block: 'checkout-x', title: 'Gift note', loading: 'Loading the gift note' };
    const body = vi.fn(() => <p>Body</p>);
    const { rerender } = render(
      <CheckoutSection {...section} state={{ ...LOADED, options: null }} retry={vi.fn()} children={body} />,
    );
    expect(screen.getByRole('status', { name: 'Loading the gift note' })).toBeTruthy();
    expect(body).not.toHaveBeenCalled();
    rerender(
      <CheckoutSection {...section} state={{ ...LOADED, options: { giftNote: '' } }} retry={vi.fn()} children={body} />,
    );
    expect(screen.getByText('Body')).toBeTruthy();
    expect(body).toHaveBeenCalledWith({ giftNote: '' });
  });

  it('shows a skeleton with its label until then, and no body', () => {
    const body = vi.fn(() => <p>Body</p>);
    render(
      <CheckoutSection
        block="checkout-x"
        title="Gift note"
        state={LOADED}
        retry={vi.fn()}
        ready={null}
        loading="Loading the gift note"
        lines={3}
      >
        {body}
      </CheckoutSection>,
    );
    expect(screen.getByRole('status', { name: 'Loading the gift note' })).toBeTruthy();
    expect(body).not.toHaveBeenCalled();
  });

  it('a failed load: the message in an alert with Retry (busy while it loads), above the body or instead of the skeleton', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <CheckoutSection
        block="checkout-x"
        title="Gift note"
        state={FAILED}
        retry={retry}
        ready={null}
        loading="Loading the gift note"
        top={<p>Top</p>}
      >
        {() => <p>Body</p>}
      </CheckoutSection>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('We could not load your checkout.');
    expect(screen.getByText('Top').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(
      <CheckoutSection
        block="checkout-x"
        title="Gift note"
        state={{ ...FAILED, loading: true }}
        retry={retry}
        ready={{}}
        loading="Loading the gift note"
      >
        {() => <p>Body</p>}
      </CheckoutSection>,
    );
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it('a heading given a ref can take focus from script', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <CheckoutSection
        block="checkout-x"
        title="Payment"
        state={LOADED}
        retry={vi.fn()}
        ready={null}
        loading="Loading payment"
        headingRef={heading}
      >
        {() => null}
      </CheckoutSection>,
    );
    expect(heading.current?.tabIndex).toBe(-1);
  });
});

describe('useServedState', () => {
  function Probe({ served }: { served: unknown }) {
    return <p>{useServedState($store, served, (value) => (typeof value === 'string' ? value : null), 'empty')}</p>;
  }
  const $store = atom('store');

  it('renders from the served value on the server (no store read), the empty one when it does not read', () => {
    expect(renderToString(<Probe served="served" />)).toBe('<p>served</p>');
    expect(renderToString(<Probe served={1} />)).toBe('<p>empty</p>');
  });

  it('reads the store in the browser, and follows it', () => {
    render(<Probe served="served" />);
    expect(screen.getByText('store')).toBeTruthy();
    act(() => $store.set('newer'));
    expect(screen.getByText('newer')).toBeTruthy();
  });
});
