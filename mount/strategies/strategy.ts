/**
 * When a slot's code loads. `load` imports the entry and mounts the slot, resolving once it is mounted.
 * One small function per strategy, all of this shape.
 */
export type Strategy = (slot: HTMLElement, load: () => Promise<unknown>) => void;
