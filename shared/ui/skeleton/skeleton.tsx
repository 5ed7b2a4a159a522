import { skeletonLines } from '../../design/tokens';
import { VisuallyHidden } from '../visually-hidden';
import './skeleton.css';

export interface SkeletonProps {
  /** How many grey lines; at least 1. */
  lines?: number;
  /** What is loading, for screen readers: 'Loading products'. */
  label?: string;
  className?: string;
}

/** Placeholder lines while content loads: a busy status that says `label`, the lines hidden from screen readers. */
export function Skeleton({ lines = skeletonLines, label = 'Loading', className }: SkeletonProps) {
  const count = Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : skeletonLines;
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={['ui-skeleton', className].filter(Boolean).join(' ')}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className="ui-skeleton__lines" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className="ui-skeleton__line" />
        ))}
      </div>
    </div>
  );
}
