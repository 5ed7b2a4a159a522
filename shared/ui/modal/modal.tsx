import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconButton } from '../icon-button';
import { useControllableState } from '../use-controllable-state';
import { focusFirst, tabbables, trapTab } from './focus';
import { ModalContext, useModal } from './modal-context';
import { swallowRestOfMultiClick } from './multi-click';
import { lockScroll, unlockScroll } from './scroll-lock';
import './modal.css';

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * A trigger rendered outside the Root (a lazy dialog's button is on the page before the dialog's code): where
   * focus goes back to when nothing better is left. A `Modal.Trigger` inside the Root needs none.
   */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** Holds the open state, controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
function Root({ open: openProp, defaultOpen = false, onOpenChange, triggerRef: outsideTrigger, children }: RootProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [hasDescription, setHasDescription] = useState(false);
  const id = useId();
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const triggerRef = outsideTrigger ?? ownTrigger;
  const value = {
    open,
    setOpen,
    titleId: `${id}title`,
    descriptionId: `${id}description`,
    contentId: `${id}content`,
    triggerRef,
    hasDescription,
    setHasDescription,
  };
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

type ButtonProps = ComponentPropsWithoutRef<'button'>;

function Trigger({ onClick, ...props }: ButtonProps) {
  const { open, setOpen, contentId, triggerRef } = useModal('Trigger');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={triggerRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
    />
  );
}

export type ModalVariant = 'dialog' | 'sheet-left' | 'sheet-right';

/**
 * Where each dialog sends focus back to, best first: the element that had focus when it opened, then where
 * that element's own dialog would have sent it, and so on. Taken when the dialog opens, because the dialog
 * that had focus may be closing in that same moment (a quick basket closing as the drawer opens, in another
 * React root) and may open again later for something else.
 */
const returnChains = new WeakMap<Element, Element[]>();

/** How far up from a replaced element focus may look for its successor: its own box, not the page. */
const SUCCESSOR_LEVELS = 3;
const ancestorsOf = new WeakMap<Element, Element[]>();

function chainFrom(active: Element | null): Element[] {
  if (!active || active === document.body) return [];
  const ancestors: Element[] = [];
  for (let parent = active.parentElement; parent && parent !== document.body && ancestors.length < SUCCESSOR_LEVELS; parent = parent.parentElement) ancestors.push(parent);
  ancestorsOf.set(active, ancestors);
  const owner = active.closest('dialog');
  return [active, ...(owner ? (returnChains.get(owner) ?? []) : [])];
}

/**
 * The control that took a removed element's place: the first tabbable element of its nearest box still on the
 * page (a sign-in dialog's Log In link becomes the account button in the same header box).
 */
function successor(element: Element): HTMLElement | null {
  for (const ancestor of ancestorsOf.get(element) ?? []) {
    if (!ancestor.isConnected || !(ancestor instanceof HTMLElement)) continue;
    return isOpenOrPage(ancestor) ? (tabbables(ancestor)[0] ?? null) : null;
  }
  return null;
}

/** On the page, or in a dialog that is open and not closing. */
function isOpenOrPage(element: Element): boolean {
  const owner = element.closest('dialog');
  return !owner || (owner.open && owner.getAttribute('data-state') !== 'closed');
}

const accessibleLabel = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** An element of the page (not of a dialog) that a re-render replaced is found again by tag and label. */
function stillThere(element: Element): Element | null {
  if (element.isConnected) return element;
  const label = accessibleLabel(element);
  if (!label || element.closest('dialog')) return null;
  const same = Array.from(document.querySelectorAll(element.tagName)).filter((candidate) => accessibleLabel(candidate) === label && !candidate.closest('dialog'));
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** The elements of the chain still on the page and not inside a closed or closing dialog, best first. */
function returnTargets(chain: Element[]): HTMLElement[] {
  return chain.map(stillThere).filter((element): element is HTMLElement => element instanceof HTMLElement && isOpenOrPage(element));
}

/**
 * Gives focus back: to the chain's first element that takes it (one behind a modal still open cannot, e.g. the
 * button that opened the sheet this dialog was opened from), else the trigger, else the successor of the
 * element that had focus.
 */
function giveFocusBack(chain: Element[], trigger: HTMLElement | null): void {
  const [first] = chain;
  for (const candidate of [...returnTargets(chain), trigger, first ? successor(first) : null]) {
    if (!candidate) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

interface ContentProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open'> {
  variant?: ModalVariant;
  children: ReactNode;
}

/**
 * The modal itself, on a native <dialog> shown with showModal(): the page behind becomes inert and the
 * dialog sits in the top layer, so nested modals stack in the order they open. On top of that it traps Tab,
 * closes on Escape and on a click on the overlay, locks page scroll, and gives focus back on close.
 */
function Content({ variant = 'dialog', className, children, onKeyDown, ...props }: ContentProps) {
  const { open, setOpen, titleId, descriptionId, contentId, triggerRef, hasDescription } = useModal('Content');
  const ref = useRef<HTMLDialogElement>(null);
  const returnChain = useRef<Element[]>([]);
  const pressStartedOnOverlay = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnChain.current = chainFrom(document.activeElement);
    returnChains.set(dialog, returnChain.current);
    if (!dialog.open) dialog.showModal();
    swallowRestOfMultiClick();
    lockScroll();
    focusFirst(dialog);
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
      swallowRestOfMultiClick();
      giveFocusBack(returnChain.current, triggerRef.current);
    };
  }, [open, triggerRef]);

  // Escape: the browser asks to cancel; the open state decides, so a controlled parent can refuse.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      setOpen(false);
    };
    // A close the browser forced (some close requests cannot be cancelled) is synced back into state.
    const closed = () => {
      if (open) setOpen(false);
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
    };
  }, [open, setOpen]);

  // Only a press that starts and ends on the overlay closes: a text selection dragged out must not.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnOverlay.current) setOpen(false);
  };
  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    // Keys pressed inside a nested dialog belong to it.
    if (event.defaultPrevented || (event.target as Element).closest('dialog') !== event.currentTarget) return;
    trapTab(event.nativeEvent, event.currentTarget);
  };

  return (
    <dialog
      {...props}
      ref={ref}
      id={contentId}
      className={`ui-modal ui-modal--${variant}${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      tabIndex={-1}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={keyDown}
    >
      <div className="ui-modal__panel">{children}</div>
    </dialog>
  );
}

function Title({ children, className, ...props }: ComponentPropsWithoutRef<'h2'>) {
  const { titleId } = useModal('Title');
  return (
    <h2 {...props} id={titleId} className={`ui-modal__title${className ? ` ${className}` : ''}`}>
      {children}
    </h2>
  );
}

function Description({ children, ...props }: ComponentPropsWithoutRef<'p'>) {
  const { descriptionId, setHasDescription } = useModal('Description');
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p {...props} id={descriptionId}>
      {children}
    </p>
  );
}

type CloseProps = ButtonProps & ({ children: ReactNode; label?: string } | { children?: undefined; label: string });

/** Closes its modal. With no children it is the usual × button, and then `label` (its accessible name) is required. */
function Close({ children, label, className, onClick, ...props }: CloseProps) {
  const { setOpen } = useModal('Close');
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(false);
  };
  if (children === undefined) {
    return (
      <IconButton {...props} label={label ?? 'Close'} className={`ui-modal__close${className ? ` ${className}` : ''}`} onClick={close}>
        ×
      </IconButton>
    );
  }
  return (
    <button type="button" {...props} aria-label={label} className={className} onClick={close}>
      {children}
    </button>
  );
}

export const Modal = { Root, Trigger, Content, Title, Description, Close };
