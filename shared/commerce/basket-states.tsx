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

/** The basket's lines, the same list in the drawer and on the cart page. */
export function BasketLines({ lines, className, onQuantity, onRemove, onConfirm }: LinesProps) {
  return (
    <ul className={className} aria-label="Items in your cart">
      {lines.map((line) => (
        <BasketLine key={line.id} line={line} onQuantity={onQuantity} onRemove={onRemove} onConfirm={onConfirm} />
      ))}
    </ul>
  );
}
