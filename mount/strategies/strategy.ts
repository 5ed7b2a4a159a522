/**
 * When a slot's code loads. `load` imports the entry and mounts the slot, resolving once it is mounted.
 * One small function per strategy, all of this shape. What it returns stops the waiting: the loader calls it
 * when the slot leaves the page before its strategy fired (a CMS editor removed it), so nothing keeps
 * observing or listening to a slot that is gone.
 */
export type Strategy = (slot: HTMLElement, load: () => Promise<unknown>) => Stop;
export type Stop = () => void;
