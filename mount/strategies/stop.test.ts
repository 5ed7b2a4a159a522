import { afterEach, describe, expect, it, vi } from 'vitest';
import { demandWidget } from '../../shared/demand-widget';
import { onDemand } from './demand';
import { onIdle } from './idle';
import { onVisible } from './visible';

// What each waiting strategy's stop does, for a slot removed before its strategy fired (the loader calls it).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function slot(): HTMLElement {
  document.body.innerHTML = '<div data-widget="demo"></div>';
  return document.body.firstElementChild as HTMLElement;
}

describe('a waiting strategy, stopped', () => {
  it('visible: no longer observes the slot', () => {
    const observers: Array<{
      observed: Element[];
      disconnected: boolean;
      fire: (entries: Array<{ isIntersecting: boolean }>) => void;
    }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        disconnected = false;
        constructor(public callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(
            Object.assign(this, {
              fire: (entries: Array<{ isIntersecting: boolean }>) => !this.disconnected && callback(entries),
            }),
          );
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.disconnected = true;
        }
      },
    );
    const load = vi.fn(async () => {});
    const stop = onVisible(slot(), load);
    expect(observers[0]!.observed).toHaveLength(1);
    stop();
    expect(observers[0]!.disconnected).toBe(true);
    observers[0]!.fire([{ isIntersecting: true }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('idle: the pending callback is cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: { timeout: number }) =>
      // eslint-disable-next-line no-restricted-syntax -- on the fake clock: the idle deadline as a timer
      setTimeout(run, options.timeout),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const load = vi.fn(async () => {});
    onIdle(slot(), load)();
    vi.advanceTimersByTime(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it('demand: a later demand loads nothing', () => {
    const load = vi.fn(async () => {});
    onDemand(slot(), load)();
    demandWidget('demo');
    expect(load).not.toHaveBeenCalled();
  });
});
