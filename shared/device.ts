import { deviceBreakpoints } from './design/tokens';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** mobile below 620px, tablet from 620px, desktop from 1024px. */
export function deviceClassFor(width: number): DeviceClass {
  if (width >= deviceBreakpoints.desktop) return 'desktop';
  if (width >= deviceBreakpoints.tablet) return 'tablet';
  return 'mobile';
}

function matches(minWidth: number): boolean {
  return typeof matchMedia === 'function' && matchMedia(`(min-width: ${minWidth}px)`).matches;
}

let decided: DeviceClass | undefined;

/** Decided once at load, as the spec says: a resize does not move ads or menus between classes. */
export function deviceClass(): DeviceClass {
  decided ??= matches(deviceBreakpoints.desktop) ? 'desktop' : matches(deviceBreakpoints.tablet) ? 'tablet' : 'mobile';
  return decided;
}
