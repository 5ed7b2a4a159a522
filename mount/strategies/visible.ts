import type { Strategy } from './strategy';

/** When the slot comes within 200px of the viewport. */
export const onVisible: Strategy = (slot, load) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: '200px' },
  );
  observer.observe(slot);
  return () => observer.disconnect();
};
