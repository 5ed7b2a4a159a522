import { useState } from 'react';

/** True from the first render where `open` is true: a panel's content renders when first opened, then stays. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
