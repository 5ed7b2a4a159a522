import { createContext, useContext, type RefObject } from 'react';

export interface ModalContextValue {
  open: boolean;
  setOpen(open: boolean): void;
  titleId: string;
  descriptionId: string;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Set by Description when it renders, so aria-describedby never points at nothing. */
  hasDescription: boolean;
  setHasDescription(has: boolean): void;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

export function useModal(part: string): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error(`Modal.${part} must be inside Modal.Root`);
  return context;
}
