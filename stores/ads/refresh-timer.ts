// Refreshing slots (shopping spec section 9): every 30000 ms, only while the slot is in view and the tab is
// visible. The 30 s count time the slot is actually seen: hidden or scrolled away, the count pauses and resumes
// where it was, so a slot that comes back into view is not refreshed a moment after it is seen again.

export const AD_REFRESH_INTERVAL_MS = 30_000;

export interface RefreshTimer {
  /** The slot came into view (true) or left it. */
  setInView(inView: boolean): void;
  /** The tab became visible (true) or hidden. */
  setTabVisible(visible: boolean): void;
  /** The slot is gone: no refresh from now on. */
  stop(): void;
}

export function refreshTimer(
  refresh: () => void,
  interval = AD_REFRESH_INTERVAL_MS,
  { inView = false, tabVisible = true } = {},
): RefreshTimer {
  let seen = inView && tabVisible;
  let left = interval;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !seen) return;
    since = Date.now();
    timer = setTimeout(() => {
      refresh();
      left = interval;
      run();
    }, left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left = Math.max(0, left - (Date.now() - since));
  };
  const update = (next: boolean) => {
    if (next === seen) return;
    if (!next) pause();
    seen = next;
    if (seen) run();
  };
  let inViewNow = inView;
  let tabVisibleNow = tabVisible;
  run();
  return {
    setInView(value) {
      inViewNow = value;
      update(inViewNow && tabVisibleNow);
    },
    setTabVisible(value) {
      tabVisibleNow = value;
      update(inViewNow && tabVisibleNow);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
