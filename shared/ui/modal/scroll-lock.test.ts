import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, unlockScroll } from './scroll-lock';

const root = document.documentElement;
const withViewport = (clientWidth: number) =>
  Object.defineProperty(root, 'clientWidth', { value: clientWidth, configurable: true });

afterEach(() => {
  unlockScroll();
  Reflect.deleteProperty(root, 'clientWidth');
});

describe('lockScroll', () => {
  describe('given a scrollbar that takes room (a desktop)', () => {
    it('pads the body by its width and says so in --ui-scroll-lock-gap; unlocking puts both back', () => {
      withViewport(innerWidth - 15);
      lockScroll();
      expect(root.style.overflow).toBe('hidden');
      expect(root.style.getPropertyValue('--ui-scroll-lock-gap')).toBe('15px');
      expect(document.body.style.paddingInlineEnd).toContain('15px');
      unlockScroll();
      expect(root.style.overflow).toBe('');
      expect(root.style.getPropertyValue('--ui-scroll-lock-gap')).toBe('');
      expect(document.body.style.paddingInlineEnd).toBe('');
    });
  });

  describe("given a phone's overlay scrollbar (no gap)", () => {
    it('locks without touching the body or setting the custom property, which would restyle the whole page', () => {
      withViewport(innerWidth);
      lockScroll();
      expect(root.style.overflow).toBe('hidden');
      expect(root.hasAttribute('data-scroll-locked')).toBe(true);
      expect(root.style.getPropertyValue('--ui-scroll-lock-gap')).toBe('');
      expect(document.body.style.paddingInlineEnd).toBe('');
    });
  });
});
