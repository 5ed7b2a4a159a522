export type TrackProperties = Record<string, unknown>;

interface SegmentLike {
  track(event: string, properties?: TrackProperties): void;
}

declare global {
  interface Window {
    analytics?: SegmentLike;
  }
}

/**
 * Sends an event (spec names such as 'Recipe Saves') to the page's Segment-style `window.analytics`,
 * when the page has one. Analytics never breaks a widget: a throwing tracker is ignored.
 */
export function track(event: string, properties: TrackProperties = {}): void {
  try {
    window.analytics?.track(event, properties);
  } catch {
    // A broken third-party tracker must not fail the shopper's action.
  }
}
