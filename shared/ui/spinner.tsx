import { VisuallyHidden } from './visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  /**
   * Decoration only, for use inside a control that already says it is busy (Button sets aria-busy): no
   * status role, so a button never contains a live region.
   */
  inline?: boolean;
  className?: string;
}

function Arc() {
  return (
    <svg className="ui-spinner__image" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="ui-spinner__track" cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
      <circle
        className="ui-spinner__arc"
        cx="12"
        cy="12"
        r="9"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="42 57"
      />
    </svg>
  );
}

/** A spinning arc; on its own it is a polite status with a hidden label. */
export function Spinner({ label = 'Loading', inline = false, className }: SpinnerProps) {
  const classes = ['ui-spinner', inline && 'ui-spinner--inline', className].filter(Boolean).join(' ');
  if (inline) {
    return (
      <span className={classes} aria-hidden="true">
        <Arc />
      </span>
    );
  }
  return (
    <span className={classes} role="status" aria-label={label}>
      <Arc />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
