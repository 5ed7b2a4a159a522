import { useEffect, type RefObject } from 'react';
import { subnavScrolled, type ScrollSample, type SubnavPage } from '../../stores/navigation/sub-navigation-scroll';

function sample(contentId: string): ScrollSample {
  const content = document.getElementById(contentId) ?? document.body;
  const { top, height } = content.getBoundingClientRect();
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
    contentTop: top + window.scrollY,
    contentHeight: height,
  };
}

/**
 * Feeds the sub-navigation's scroll controller: one sample per animation frame while the page scrolls
 * (a passive listener, so scrolling never waits for us), and one at mount. While focus is inside the bar
 * the samples are skipped, so the bar never hides from under a keyboard user.
 */
export function useScrollFeed(page: SubnavPage | null, contentId: string, bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!page) return;
    let frame = 0;
    const run = () => {
      frame = 0;
      if (bar.current?.contains(document.activeElement)) return;
      subnavScrolled(page, sample(contentId));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(run);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    run();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [page, contentId, bar]);
}
