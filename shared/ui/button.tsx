import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner over the label, sets aria-busy and ignores clicks until done. */
  loading?: boolean;
}

/**
 * A native button. While loading it stays focusable and keeps its name: `disabled` would drop focus to
 * <body> mid-action, so it is `aria-disabled` and clicks (and the implicit form submit) are cancelled.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <span className="ui-button__label">{children}</span>
      {loading && <Spinner inline className="ui-button__spinner" />}
    </button>
  );
}
