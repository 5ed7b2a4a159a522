import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTrack, track } from './analytics';

describe('track', () => {
  afterEach(() => {
    delete window.analytics;
  });

  it('forwards to the page analytics object and to observers', () => {
    const segment = { track: vi.fn() };
    window.analytics = segment;
    const seen: unknown[] = [];
    const stop = onTrack((event, properties) => seen.push([event, properties]));
    track('Recipe Saves', { id: 7 });
    stop();
    track('Blog Saves');
    expect(segment.track).toHaveBeenCalledWith('Recipe Saves', { id: 7 });
    expect(segment.track).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([['Recipe Saves', { id: 7 }]]);
  });

  it('works without analytics on the page and survives a throwing tracker', () => {
    expect(() => track('Product Saves')).not.toThrow();
    window.analytics = { track: () => { throw new Error('blocked'); } };
    expect(() => track('Product Saves')).not.toThrow();
  });
});
