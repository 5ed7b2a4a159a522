import { afterEach, describe, expect, it, vi } from 'vitest';
import { openShareWindow, shareWindowFeatures } from './share-window';

const URL = 'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2F';

function stubWindow(geometry: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }) {
  for (const [key, value] of Object.entries(geometry)) vi.stubGlobal(key, value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shareWindowFeatures', () => {
  it.each([
    [
      'a window at the origin',
      { screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 900 },
      'width=600,height=320,left=340,top=290',
    ],
    [
      'a window moved right and down',
      { screenX: 100, screenY: 50, outerWidth: 1000, outerHeight: 800 },
      'width=600,height=320,left=300,top=290',
    ],
    [
      'a window smaller than the popup',
      { screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 300 },
      'width=600,height=320,left=0,top=0',
    ],
  ])('is 600x320, centred on %s', (_case, geometry, features) => {
    stubWindow(geometry);
    expect(shareWindowFeatures()).toBe(features);
  });
});

describe('openShareWindow', () => {
  it('opens a 600x320 popup and cuts its opener', () => {
    stubWindow({ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 900 });
    const popup = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openShareWindow(URL)).toBe(true);
    expect(open).toHaveBeenCalledWith(URL, '_blank', 'width=600,height=320,left=340,top=290');
    expect(popup.opener).toBeNull();
  });

  it('follows the link when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    expect(openShareWindow(URL)).toBe(false);
    expect(assign).toHaveBeenCalledWith(URL);
  });
});
