// The bench's device and network profiles, after Lighthouse's (core/config/constants.js: mobileSlow4G with the
// Moto G Power screen, desktopDense4G with its desktop screen), applied through CDP on each page.
import type { BrowserContextOptions, CDPSession } from 'playwright-core';

export type ProfileName = 'mobile' | 'desktop' | 'none';

export interface Profile {
  name: ProfileName;
  /** For the report's heading. */
  description: string;
  cpuSlowdown: number;
  /** Per-request latency and throughput; none: no network throttling. */
  network?: { latencyMs: number; downloadKbps: number; uploadKbps: number };
  context: Pick<BrowserContextOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>;
}

export const PROFILES: Record<ProfileName, Profile> = {
  mobile: {
    name: 'mobile',
    description: 'Lighthouse mobile: 4x CPU, 150 ms RTT, 1.6 Mbps down / 750 Kbps up, 412x823 at 1.75x, touch',
    cpuSlowdown: 4,
    network: { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 },
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  },
  desktop: {
    name: 'desktop',
    description: 'Lighthouse desktop: 1x CPU, 40 ms RTT, 10 Mbps down and up, 1350x940',
    cpuSlowdown: 1,
    network: { latencyMs: 40, downloadKbps: 10 * 1024, uploadKbps: 10 * 1024 },
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  },
  none: {
    name: 'none',
    description: 'no throttling, 1280x900',
    cpuSlowdown: 1,
    context: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  },
};

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}

// Kbps as Lighthouse counts them (x1024), to bytes per second as CDP wants them (Lighthouse's emulation.js does the same).
const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);

/** Throttles the page's CPU and network; call before the navigation. */
export async function applyProfile(cdp: CDPSession, profile: Profile): Promise<void> {
  if (profile.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (!profile.network) return;
  // Deprecated in favour of emulateNetworkConditionsByRule + overrideNetworkState, but still honoured by
  // Chromium 156 and one call instead of two.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.network.latencyMs,
    downloadThroughput: bytesPerSecond(profile.network.downloadKbps),
    uploadThroughput: bytesPerSecond(profile.network.uploadKbps),
  });
}
