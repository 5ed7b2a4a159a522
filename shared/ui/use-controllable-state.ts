import { useCallback, useRef, useState } from 'react';

interface Options<T> {
  /** The controlled value; undefined leaves the state to the component. */
  prop?: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state that is either controlled (the parent passes `prop` and listens to `onChange`) or uncontrolled
 * (kept here, starting at `defaultProp`), as Radix's useControllableState. `onChange` fires only on change.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: Options<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const latest = useRef({ value, onChange, controlled });
  latest.current = { value, onChange, controlled };
  const setValue = useCallback((next: T) => {
    const { value: current, onChange: notify, controlled: isControlled } = latest.current;
    if (Object.is(next, current)) return;
    if (!isControlled) setUncontrolled(next);
    notify?.(next);
  }, []);
  return [value, setValue];
}
