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
import { focusFirst, trapTab } from './focus';
import { giveFocusBack, takeReturnChain } from './return-focus';
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
    returnChain.current = takeReturnChain(dialog);
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
    // A close the browser forced (some close requests cannot be cancelled) is synced back into state. The event
    // comes a task after the closing: by then a quick shopper may have opened it again, and it is stale.
    const closed = () => {
      if (open && !dialog.open) setOpen(false);
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
      <IconButton
        {...props}
        label={label ?? 'Close'}
        className={`ui-modal__close${className ? ` ${className}` : ''}`}
        onClick={close}
      >
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
