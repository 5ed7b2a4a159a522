import { atom } from 'nanostores';
import { configValue } from '../../shared/config/site-config';
import { deviceClass, type DeviceClass } from '../../shared/device';
import { restrictDataProcessing } from './ad-privacy';
import { flaggedFor, readAdSlots, type AdSlot } from './ad-slots';
import {
  enableServicesOnce,
  gptCommand,
  onSlotRenderEnded,
  startGpt,
  type GoogleTag,
  type GptSlot,
  type SlotRenderEndedEvent,
} from './gpt';
import { whenPageWidgetsMounted } from './widgets-ready';
import { AD_REFRESH_INTERVAL_MS, refreshTimer, type RefreshTimer } from './refresh-timer';

// The page's ad slots (shopping spec sections 5 and 9; README here): each configured slot flagged for this
// device class is defined when its container (the element whose id is the slot's name) is on the page, now
// or later, and destroyed when the container goes. GPT is requested only once there is a slot to define, and
// only after the page's own `load` widgets have mounted.

/** "Continue After Advertisement": shown at the top of a filled slot that has hasLabel. */
export const AD_LABEL = 'Continue After Advertisement';

/** The spec's lazy-load expand margin: a lazyLoad slot is defined and displayed this far from the viewport. */
export const LAZY_LOAD_EXPAND_MARGIN_PX = 1500;

/** Share of a slot that must be on screen for it to count as seen (the IAB's viewability rule). */
const IN_VIEW_RATIO = 0.5;

export type AdStatus = 'waiting' | 'filled' | 'empty' | 'collapsed';

/** Each placed slot's state, by name (for tests and for anything that wants to know what rendered). */
export const $adStatus = atom<Readonly<Record<string, AdStatus>>>({});

interface Placement {
  slot: AdSlot;
  container: HTMLElement;
  gptSlot?: GptSlot;
  removed?: boolean;
  label?: HTMLElement;
  collapsed?: boolean;
  timer?: RefreshTimer;
  observers: IntersectionObserver[];
}

export interface AdPageOptions {
  slots: readonly AdSlot[];
  gptSrc: string;
  device: DeviceClass;
}

function setStatus(name: string, status: AdStatus | undefined): void {
  const { [name]: _old, ...rest } = $adStatus.get();
  $adStatus.set(status ? { ...rest, [name]: status } : rest);
}

/** The page-wide settings, once per page: one request for the slots, and the privacy switch. */
function setUp(googletag: GoogleTag): void {
  const pubads = googletag.pubads();
  pubads.enableSingleRequest();
  if (restrictDataProcessing()) pubads.setPrivacySettings({ restrictDataProcessing: true });
}

/** Starts the page's ads; returns what stops them (every slot destroyed, every timer and observer gone). */
export function startAds({ slots, gptSrc, device }: AdPageOptions): () => void {
  const flagged = slots.filter((slot) => flaggedFor(slot, device));
  const placements = new Map<string, Placement>();
  let stopped = false;
  let gptRequested = false;
  let containers: MutationObserver | undefined;

  const tabVisible = () => document.visibilityState !== 'hidden';
  const onVisibility = () => placements.forEach((placement) => placement.timer?.setTabVisible(tabVisible()));

  const unlisten = onSlotRenderEnded(rendered);

  function define(list: Placement[]): void {
    gptRequested = true;
    startGpt(gptSrc, setUp);
    gptCommand((googletag) => {
      const ready = list.filter((placement) => !placement.removed && defineSlot(googletag, placement));
      enableServicesOnce(googletag);
      for (const placement of ready) googletag.display(placement.slot.name);
    });
  }

  function defineSlot(googletag: GoogleTag, placement: Placement): boolean {
    const { slot } = placement;
    const gptSlot = googletag.defineSlot(slot.path, slot.sizes, slot.name);
    if (!gptSlot) {
      console.warn(`[ads] GPT refused slot "${slot.name}"`);
      return false;
    }
    if (slot.sizeMapping.length) {
      const builder = googletag.sizeMapping();
      for (const entry of slot.sizeMapping) builder.addSize(entry.viewport, entry.sizes);
      const mapping = builder.build();
      if (mapping) gptSlot.defineSizeMapping(mapping);
    }
    for (const { name, value } of slot.targeting) gptSlot.setTargeting(name, value);
    gptSlot.addService(googletag.pubads());
    placement.gptSlot = gptSlot;
    return true;
  }

  function rendered(event: SlotRenderEndedEvent): void {
    const placement = [...placements.values()].find((candidate) => candidate.gptSlot === event.slot);
    if (!placement) return;
    const { slot, container } = placement;
    if (event.isEmpty) {
      placement.label?.remove();
      placement.label = undefined;
      setStatus(slot.name, 'empty');
      // Collapsed only below the fold, so nothing the shopper sees moves; judged in the frame the collapse
      // shows in, since a scroll before that frame (a reader's fling) can bring the slot into view. Until
      // then no refresh is watched: a collapsed slot is never refreshed.
      requestAnimationFrame(() => {
        // Gone, or answered again since (filled, or empty with a frame of its own).
        if (placement.removed || $adStatus.get()[slot.name] !== 'empty') return;
        if (slot.collapseEmpty && container.getBoundingClientRect().top >= innerHeight) {
          container.hidden = placement.collapsed = true;
          setStatus(slot.name, 'collapsed');
        } else watch(placement);
      });
      return;
    }
    if (slot.hasLabel && !placement.label) {
      const label = document.createElement('p');
      label.className = 'ad-label';
      label.textContent = AD_LABEL;
      container.prepend(label);
      placement.label = label;
    }
    setStatus(slot.name, 'filled');
    watch(placement);
  }

  function watch(placement: Placement): void {
    if (placement.slot.refreshInterval > 0 && !placement.timer) watchRefresh(placement);
  }

  // Refreshed every 30 s (or the slot's longer interval) of being seen: in view and the tab visible.
  function watchRefresh(placement: Placement): void {
    const timer = refreshTimer(
      () =>
        gptCommand((googletag) => {
          if (!placement.removed && placement.gptSlot) googletag.pubads().refresh([placement.gptSlot]);
        }),
      Math.max(AD_REFRESH_INTERVAL_MS, placement.slot.refreshInterval),
      { tabVisible: tabVisible() },
    );
    placement.timer = timer;
    const view = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) timer.setInView(entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO);
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    view.observe(placement.container);
    placement.observers.push(view);
  }

  // A lazyLoad slot is defined, and so fetched, once its container comes within the expand margin.
  function watchLazy(placement: Placement): void {
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        placement.observers = placement.observers.filter((observer) => observer !== near);
        define([placement]);
      },
      { rootMargin: `${LAZY_LOAD_EXPAND_MARGIN_PX}px 0px` },
    );
    near.observe(placement.container);
    placement.observers.push(near);
  }

  function remove(placement: Placement): void {
    placement.removed = true;
    placements.delete(placement.slot.name);
    placement.timer?.stop();
    placement.observers.forEach((observer) => observer.disconnect());
    placement.label?.remove();
    // A container that left the page is shown again should it come back; one still there stays collapsed.
    if (placement.collapsed && !placement.container.isConnected) placement.container.hidden = false;
    setStatus(placement.slot.name, undefined);
    if (gptRequested) {
      gptCommand((googletag) => {
        if (placement.gptSlot) googletag.destroySlots([placement.gptSlot]);
      });
    }
  }

  // Every configured slot against the page as it is now: a new container is placed, a removed one destroyed
  // (a container only moved is the same element and stays as it is).
  function reconcile(): void {
    const fresh: Placement[] = [];
    for (const slot of flagged) {
      const container = document.getElementById(slot.name);
      const placed = placements.get(slot.name);
      if (placed?.container === container) continue;
      if (placed) remove(placed);
      if (!container) continue;
      const placement: Placement = { slot, container, observers: [] };
      placements.set(slot.name, placement);
      setStatus(slot.name, 'waiting');
      if (slot.lazyLoad) watchLazy(placement);
      else fresh.push(placement);
    }
    if (fresh.length) define(fresh);
  }

  if (flagged.length) {
    void whenPageWidgetsMounted().then(() => {
      if (stopped) return;
      reconcile();
      containers = new MutationObserver(reconcile);
      containers.observe(document.documentElement, { childList: true, subtree: true, attributeFilter: ['id'] });
      document.addEventListener('visibilitychange', onVisibility);
    });
  }

  return () => {
    stopped = true;
    unlisten();
    containers?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    placements.forEach(remove);
  };
}

let holders = 0;
let stopPage: (() => void) | undefined;

/**
 * The page's ads from its config, while at least one ads slot holds them (a CMS may paste the slot twice, or
 * remove one): nothing at all with `noAds`; otherwise every valid definition in `adSlots` (one console line for
 * each dropped one) for this device class, decided once. Returns the release.
 */
export function holdPageAds(): () => void {
  if (holders++ === 0 && !configValue('noAds')) {
    const { slots, problems } = readAdSlots(configValue('adSlots'));
    for (const problem of problems) console.warn(`[ads] ${problem}`);
    stopPage = startAds({ slots, gptSrc: configValue('gptSrc'), device: deviceClass() });
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders === 0) {
      stopPage?.();
      stopPage = undefined;
    }
  };
}
