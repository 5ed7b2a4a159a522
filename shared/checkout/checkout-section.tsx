import type { ReadableAtom } from 'nanostores';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import * as v from 'valibot';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton/skeleton';
import { useHydratedStore } from '../use-hydrated-store';
import './checkout-section.css';

/**
 * Every checkout section's props: the served checkout answer (`{ checkoutOptions, orderReview, basket }`); a
 * bare slot has none, and the store takes another section's or loads it.
 */
export const checkoutSectionProps = v.object({ checkout: v.optional(v.unknown()) });

export type CheckoutSectionProps = v.InferOutput<typeof checkoutSectionProps>;

/**
 * A section's state: its first render (the server's, and the browser's hydration pass) from the served answer
 * alone, `read(served) ?? empty`; the store's right after. shared/ imports no store, so the section names them:
 * `useServedState($checkout, checkout, checkoutStateOf, CHECKOUT_EMPTY)`.
 */
export function useServedState<S>(
  $store: ReadableAtom<S>,
  served: unknown,
  read: (served: unknown) => S | null,
  empty: S,
): S {
  return useHydratedStore(
    $store,
    useMemo(() => read(served) ?? empty, [served, read, empty]),
  );
}

export interface CheckoutShellProps<T> {
  /** The section's class, its CSS block (`checkout-codes`); the heading gets `<block>__heading`. */
  block: string;
  /** The `<h2>` that names the section. */
  title: string;
  /**
   * The checkout's state (stores/checkout `CheckoutState`): its load failure, whether it loads again, and the
   * options most sections wait for.
   */
  state: { loading: boolean; errors: { load?: { message: string | null } }; options?: unknown };
  /** Loads the checkout again (`loadCheckout`). */
  retry: () => unknown;
  /**
   * What the body needs, by default the checkout's options (`state.options`): until it is there, a skeleton (or,
   * failed, only the message).
   */
  ready?: T | null;
  /** The skeleton's label for screen readers, and its lines. */
  loading: string;
  lines?: number;
  /** Between the heading and the load failure (the order summary's error summary). */
  top?: ReactNode;
  /** A heading that takes focus from script (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  sectionRef?: Ref<HTMLElement>;
  /** The body, once `ready` is there. */
  children: (ready: T) => ReactNode;
}

/**
 * A checkout section's shell: `<section aria-labelledby>` named by its `<h2>`; the checkout's load failure in a
 * `role="alert"` paragraph with Retry (busy while the checkout loads); a skeleton while it loads; then the body.
 */
export function CheckoutSection<T = unknown>({
  block,
  title,
  state,
  retry,
  ready,
  loading,
  lines,
  top,
  headingRef,
  sectionRef,
  children,
}: CheckoutShellProps<T>) {
  const headingId = useId();
  const shown = (ready === undefined ? state.options : ready) as T | null | undefined;
  const loadError = state.errors.load?.message;
  return (
    <section ref={sectionRef} className={block} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={`${block}__heading`}>
        {title}
      </h2>
      {top}
      {loadError && (
        <div className="checkout-load">
          <p role="alert">{loadError}</p>
          <Button variant="secondary" loading={state.loading} onClick={() => void retry()}>
            Retry
          </Button>
        </div>
      )}
      {shown ? children(shown) : !loadError && <Skeleton lines={lines} label={loading} />}
    </section>
  );
}
