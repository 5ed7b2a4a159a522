import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMAND_EVENT, demandWidget } from './demand-widget';

function demands(): string[] {
  const names: string[] = [];
  document.addEventListener(DEMAND_EVENT, (event) => names.push((event as CustomEvent<string>).detail));
  return names;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('demandWidget', () => {
  it('asks the loader for the widget by name', () => {
    document.body.innerHTML = '<div data-widget="auth" data-widget-state="waiting"></div>';
    const asked = demands();
    demandWidget('auth');
    expect(asked).toEqual(['auth']);
  });

  it.each([
    ['no slot for it', ''],
    ['its slot failed', '<div data-widget="auth" data-widget-state="error"></div>'],
  ])('with %s, runs unavailable at once', (_case, markup) => {
    document.body.innerHTML = markup;
    const unavailable = vi.fn();
    demandWidget('auth', unavailable);
    expect(unavailable).toHaveBeenCalledOnce();
  });

  it.each(['loading', 'mounted'])('a %s slot that fails later runs the latest caller’s unavailable, once', (state) => {
    document.body.innerHTML = `<div data-widget="auth" data-widget-state="${state}"></div>`;
    const first = vi.fn();
    const latest = vi.fn();
    demandWidget('auth', first);
    demandWidget('auth', latest);
    expect(latest).not.toHaveBeenCalled();
    document.querySelector('[data-widget="auth"]')!.dispatchEvent(new CustomEvent('widget:error', { bubbles: true }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
  });
});
