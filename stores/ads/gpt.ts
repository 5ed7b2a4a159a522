import { externalScript } from '../../shared/trusted-types';

// The Google Publisher Tag: the part of its surface the ads use (https://developers.google.com/publisher-tag/reference),
// and loading it. Every call goes through `googletag.cmd`, so nothing depends on when (or whether) gpt.js arrives:
// blocked or never answering, the queue simply never runs and the reserved boxes stay empty.

export type GptSize = readonly [number, number] | 'fluid';

export interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  defineSizeMapping(mapping: unknown[]): GptSlot;
  setTargeting(key: string, value: string | readonly string[]): GptSlot;
  getSlotElementId(): string;
}

export interface SlotRenderEndedEvent {
  slot: GptSlot;
  isEmpty: boolean;
}

export interface GptPubAds {
  enableSingleRequest(): boolean;
  setPrivacySettings(settings: { restrictDataProcessing?: boolean }): GptPubAds;
  refresh(slots?: GptSlot[]): void;
  addEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEndedEvent) => void): GptPubAds;
}

export interface SizeMappingBuilder {
  addSize(viewport: readonly [number, number], sizes: readonly GptSize[]): SizeMappingBuilder;
  build(): unknown[] | null;
}

export interface GoogleTag {
  cmd: Array<() => void> | { push(command: () => void): unknown };
  pubads(): GptPubAds;
  defineSlot(path: string, sizes: readonly GptSize[], elementId: string): GptSlot | null;
  sizeMapping(): SizeMappingBuilder;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: Partial<GoogleTag>;
  }
}

// Once per page, however often the ads start and stop (a CMS removes the last ads slot and pastes one again):
// gpt.js requested, the page-wide setup, one slotRenderEnded listener, services enabled. Guards and the fan-out
// of the vendor's one listener, not state: nothing renders from them, and a test starts a page with a fresh module.
let started = false;
let servicesEnabled = false;
const renderListeners = new Set<(event: SlotRenderEndedEvent) => void>();

/** Queue a command for when GPT is ready (at once if it already is). A command that throws is GPT's to log. */
export function gptCommand(command: (googletag: GoogleTag) => void): void {
  const googletag = (window.googletag ??= { cmd: [] });
  googletag.cmd ??= [];
  googletag.cmd.push(() => command(window.googletag as GoogleTag));
}

/**
 * Adds gpt.js, `async`, and queues the page-wide setup, the first time only. A script that fails says so once in
 * the console and changes nothing else.
 */
export function startGpt(src: string, setUp: (googletag: GoogleTag) => void): void {
  if (started) return;
  started = true;
  gptCommand((googletag) => {
    setUp(googletag);
    googletag
      .pubads()
      .addEventListener('slotRenderEnded', (event) => renderListeners.forEach((listener) => listener(event)));
  });
  // `src` is the page config's gptSrc.
  const script = externalScript(src);
  script.onerror = () => console.warn(`[ads] GPT did not load (${src}); the ad boxes stay empty.`);
  document.head.append(script);
}

/** Inside a command: services on, the first time only (after the first slots are defined, so one request serves them). */
export function enableServicesOnce(googletag: GoogleTag): void {
  if (servicesEnabled) return;
  servicesEnabled = true;
  googletag.enableServices();
}

/** Hear every slotRenderEnded from now on; returns the way to stop. */
export function onSlotRenderEnded(listener: (event: SlotRenderEndedEvent) => void): () => void {
  renderListeners.add(listener);
  return () => renderListeners.delete(listener);
}
