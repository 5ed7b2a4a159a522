import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { IconButton } from '../icon-button';
import { Modal } from '../modal/modal';
import { useModal } from '../modal/modal-context';
import './drawer.css';

interface ContentProps extends Omit<ComponentPropsWithoutRef<typeof Modal.Content>, 'variant'> {
  side?: 'left' | 'right';
}

/** A sheet from the left or right edge, on the same modal core (focus, Escape, overlay, scroll lock). */
function Content({ side = 'right', className, ...props }: ContentProps) {
  return (
    <Modal.Content {...props} variant={`sheet-${side}`} className={`ui-drawer${className ? ` ${className}` : ''}`} />
  );
}

interface BackHeaderProps {
  title: ReactNode;
  /** The back button's accessible name. */
  backLabel?: string;
}

/**
 * The header of a nested panel: a back button that closes this panel (returning to the one under it)
 * and the panel's title. Focus lands on the back button when the panel opens.
 */
function BackHeader({ title, backLabel = 'Back' }: BackHeaderProps) {
  const { setOpen } = useModal('BackHeader');
  return (
    <div className="ui-drawer__back-header">
      <IconButton label={backLabel} className="ui-drawer__back" onClick={() => setOpen(false)}>
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
      <Modal.Title className="ui-drawer__title">{title}</Modal.Title>
    </div>
  );
}

export const Drawer = {
  Root: Modal.Root,
  Trigger: Modal.Trigger,
  Content,
  Title: Modal.Title,
  Description: Modal.Description,
  Close: Modal.Close,
  BackHeader,
};
