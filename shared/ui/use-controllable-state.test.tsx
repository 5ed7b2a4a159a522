import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  describe('given no prop (uncontrolled)', () => {
    it('starts at the default, keeps changes and reports them', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ defaultProp: false, onChange }));
      expect(result.current[0]).toBe(false);
      act(() => result.current[1](true));
      expect(result.current[0]).toBe(true);
      expect(onChange).toHaveBeenCalledWith(true);
    });
  });

  describe('given a prop (controlled)', () => {
    it('shows the prop, asks the parent through onChange, and does not change by itself', () => {
      const onChange = vi.fn();
      const { result, rerender } = renderHook(
        ({ open }) => useControllableState({ prop: open, defaultProp: false, onChange }),
        {
          initialProps: { open: false },
        },
      );
      act(() => result.current[1](true));
      expect(onChange).toHaveBeenCalledWith(true);
      expect(result.current[0]).toBe(false);
      rerender({ open: true });
      expect(result.current[0]).toBe(true);
    });

    it('does not report a value equal to the current one', () => {
      const onChange = vi.fn();
      const { result } = renderHook(() => useControllableState({ prop: 'a', defaultProp: 'b', onChange }));
      act(() => result.current[1]('a'));
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
