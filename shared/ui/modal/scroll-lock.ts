// Page scroll is locked while any modal is open (nested ones count), without the layout jump of a vanishing
// scrollbar: `scrollbar-gutter: stable` keeps its space where supported, padding makes up for it elsewhere.
let locks = 0;
let restore: (() => void) | undefined;

export function lockScroll(): void {
  if (locks++ > 0) return;
  const root = document.documentElement;
  const { body } = document;
  const scrollbar = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter, padding: body.style.paddingInlineEnd };
  const stableGutter = typeof CSS !== 'undefined' && CSS.supports?.('scrollbar-gutter', 'stable');
  if (stableGutter) root.style.scrollbarGutter = 'stable';
  else if (scrollbar > 0) body.style.paddingInlineEnd = `calc(${getComputedStyle(body).paddingInlineEnd} + ${scrollbar}px)`;
  root.style.overflow = 'hidden';
  root.setAttribute('data-scroll-locked', '');
  restore = () => {
    root.style.overflow = previous.overflow;
    root.style.scrollbarGutter = previous.gutter;
    body.style.paddingInlineEnd = previous.padding;
    root.removeAttribute('data-scroll-locked');
  };
}

export function unlockScroll(): void {
  if (locks === 0 || --locks > 0) return;
  restore?.();
  restore = undefined;
}
