import type { ComponentPropsWithRef, ReactNode } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'aria-labelledby' | 'aria-pressed' | 'children'
> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; it is hidden from screen readers. */
  children: ReactNode;
  /** Makes it a toggle button (aria-pressed); leave undefined for a plain action. */
  pressed?: boolean;
}

/** A 44x44 button that shows only an icon and is named by `label`. */
export function IconButton({ label, children, pressed, type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={pressed}
    >
      <span className="ui-icon-button__icon" aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
