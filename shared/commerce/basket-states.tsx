import { useRef } from 'react';
import { Skeleton } from '../ui/skeleton/skeleton';
import { BasketLine } from './basket-line';
import type { BasketLineView } from './basket-types';
import './basket-states.css';

interface StateProps {
  hasLoaded: boolean;
  loadFailed: boolean;
  empty: boolean;
  onRetry(): void;
  /** Continue shopping was chosen (the drawer closes itself). */
  onContinue?(): void;
}

/** Loading, failed to load, or empty: what the drawer and the cart page show before or instead of lines. */
export function BasketState({ hasLoaded, loadFailed, empty, onRetry, onContinue }: StateProps) {
  if (!hasLoaded && !loadFailed) return <Skeleton label="Loading your cart" />;
  if (!hasLoaded) {
    return (
      <div className="basket-state">
        <p>We could not load your cart.</p>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!empty) return null;
  return (
    <div className="basket-state">
      <p>Your cart is empty.</p>
      <a href="/shop" onClick={onContinue}>
        Continue shopping
      </a>
    </div>
  );
}

interface LinesProps {
  lines: BasketLineView[];
  className: string;
  onQuantity(itemId: number, quantity: number): void;
  onRemove(itemId: number): void;
  onConfirm(itemId: number): void;
}

/**
 * The basket's lines, the same list in the drawer and on the cart page. Lines are keyed by sku, so a line
 * keeps its elements (and the shopper's focus) when the server's answer turns a provisional line into a real
 * one. Removing a line moves focus to the next line (else the previous, else the list), never to the page.
 */
export function BasketLines({ lines, className, onQuantity, onRemove, onConfirm }: LinesProps) {
  const list = useRef<HTMLUListElement>(null);
  const remove = (itemId: number) => {
    const index = lines.findIndex((line) => line.id === itemId);
    const items = Array.from(list.current?.children ?? []);
    const next = items[index + 1] ?? items[index - 1];
    onRemove(itemId);
    requestAnimationFrame(() => (next?.querySelector<HTMLElement>('a, button') ?? list.current)?.focus());
  };
  return (
    <ul className={className} aria-label="Items in your cart" ref={list} tabIndex={-1}>
      {lines.map((line) => (
        <BasketLine
          key={`${line.skuId}-${line.isRegistry}`}
          line={line}
          onQuantity={onQuantity}
          onRemove={remove}
          onConfirm={onConfirm}
        />
      ))}
    </ul>
  );
}
