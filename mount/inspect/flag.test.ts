import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspectRequested } from './flag';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('inspectRequested', () => {
  it.each([
    ['/shop?widgets-inspect', true],
    ['/shop?page=2&widgets-inspect=1', true],
    ['/shop', false],
    ['/shop?widgets=inspect', false],
    ['/shop#widgets-inspect', false],
    ['/shop?widgets-inspect=0', false],
    ['/shop?widgets-inspect=false', false],
    ['/shop?q=widgets-inspect', false],
    ['/shop?no-widgets-inspect', false],
    ['/shop?widgets-inspect-x=1', false],
    ['/shop?widgets-inspect=true', true],
  ])('%s: %s', (path, expected) => {
    history.replaceState(null, '', path);
    expect(inspectRequested()).toBe(expected);
  });

  it("localStorage.widgetsInspect = '1' asks for it on every page", () => {
    localStorage.widgetsInspect = '1';
    expect(inspectRequested()).toBe(true);
    localStorage.widgetsInspect = '0';
    expect(inspectRequested()).toBe(false);
  });

  it('storage that throws (a blocked one) is a no, not an error', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(inspectRequested()).toBe(false);
  });
});
