import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

describe('track', () => {
  afterEach(() => {
    delete window.analytics;
  });

  it('forwards to the page analytics object, properties or none', () => {
    const segment = { track: vi.fn() };
    window.analytics = segment;
    track('Recipe Saves', { id: 7 });
    track('Blog Saves');
    expect(segment.track.mock.calls).toEqual([
      ['Recipe Saves', { id: 7 }],
      ['Blog Saves', {}],
    ]);
  });

  it('works without analytics on the page and survives a throwing tracker', () => {
    expect(() => track('Product Saves')).not.toThrow();
    window.analytics = {
      track: () => {
        throw new Error('blocked');
      },
    };
    expect(() => track('Product Saves')).not.toThrow();
  });
});
