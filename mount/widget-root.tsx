import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
  /** What shows instead of children that failed (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Catches render failures: of one widget (the runtime then puts the server's markup back), or of one part of a
 * widget that shows a fallback in its place (an item of a collection).
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** Tells the runtime once the widget's first render has committed (`onCommit` before the browser paints it). */
export function Mounted({
  onMounted,
  onCommit,
  children,
}: {
  onMounted: () => void;
  onCommit?: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  useEffect(onMounted, [onMounted]);
  return children;
}
