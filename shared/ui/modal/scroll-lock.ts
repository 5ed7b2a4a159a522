// Page scroll is locked while any modal is open (nested ones count), without the layout jump of a vanishing
// scrollbar: the body gets padding of the scrollbar's width. (`scrollbar-gutter: stable` would keep the
// gutter instead, but a right sheet would then stop short of the viewport's edge.) Fixed elements of the
// page can use --ui-scroll-lock-gap the same way, with a fallback: it is set only when there is a gap. A custom
// property on <html> is inherited by every element, so setting it restyles the whole page (60-100 ms per
// opening on the bench's phone, 4x CPU); a phone's overlay scrollbar leaves no gap, and nothing to set.
let locks = 0;
let restore: (() => void) | undefined;

export function lockScroll(): void {
  if (locks++ > 0) return;
  const root = document.documentElement;
  const { body } = document;
  const gap = Math.max(0, window.innerWidth - root.clientWidth);
  const previous = { overflow: root.style.overflow, padding: body.style.paddingInlineEnd };
  if (gap > 0) {
    body.style.paddingInlineEnd = `calc(${getComputedStyle(body).paddingInlineEnd} + ${gap}px)`;
    root.style.setProperty('--ui-scroll-lock-gap', `${gap}px`);
  }
  root.style.overflow = 'hidden';
  root.setAttribute('data-scroll-locked', '');
  restore = () => {
    root.style.overflow = previous.overflow;
    if (gap > 0) {
      body.style.paddingInlineEnd = previous.padding;
      root.style.removeProperty('--ui-scroll-lock-gap');
    }
    root.removeAttribute('data-scroll-locked');
  };
}

export function unlockScroll(): void {
  if (locks === 0 || --locks > 0) return;
  restore?.();
  restore = undefined;
}
