export type TrackProperties = Record<string, unknown>;
type Listener = (event: string, properties: TrackProperties) => void;

interface SegmentLike {
  track(event: string, properties?: TrackProperties): void;
}

declare global {
  interface Window {
    analytics?: SegmentLike;
  }
}

const listeners = new Set<Listener>();

/**
 * Sends an event (spec names such as 'Recipe Saves') to the page's Segment-style `window.analytics`,
 * when the page has one. Analytics never breaks a widget: a throwing tracker is ignored.
 */
export function track(event: string, properties: TrackProperties = {}): void {
  for (const listener of listeners) listener(event, properties);
  try {
    window.analytics?.track(event, properties);
  } catch {
    // A broken third-party tracker must not fail the shopper's action.
  }
}

/** Observe tracked events (tests, debugging). Returns the unsubscribe function. */
export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
