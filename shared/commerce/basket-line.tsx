import type { BasketLineView } from './basket-types';
import { safeUrl } from '../safe-url';
import { Picture } from '../ui/picture/picture';
import { VisuallyHidden } from '../ui/visually-hidden';
import './basket-line.css';

interface Props {
  line: BasketLineView;
  onQuantity(itemId: number, quantity: number): void;
  onRemove(itemId: number): void;
  /** Accept the line's confirmMessages (a changed price, a limited quantity). */
  onConfirm?(itemId: number): void;
}

/**
 * One line of the basket, the same in the drawer and on the cart page: image, name, options, messages,
 * price, a quantity stepper limited by the line's ceiling, and remove. Buttons keep their place while a
 * change is on its way, so repeated clicks land where the shopper aims.
 */
export function BasketLine({ line, onQuantity, onRemove, onConfirm }: Props) {
  const title = line.productName || line.name;
  const href = safeUrl(line.uri);
  const image = line.images[0];
  const messages = [...line.removeMessages, ...line.confirmMessages];
  const settled = !line.provisional;
  return (
    <li className="basket-line" aria-busy={line.updating || undefined} data-updating={line.updating || undefined}>
      <div className="basket-line__image">{image && <Picture image={image} alt="" />}</div>
      <div className="basket-line__body">
        <h3 className="basket-line__name">{href ? <a href={href}>{title}</a> : title}</h3>
        {line.name && line.name !== title && <p className="basket-line__sku">{line.name}</p>}
        {line.options.length > 0 && (
          <p className="basket-line__options">
            {line.options.map((option) => `${option.name}: ${option.value}`).join(', ')}
          </p>
        )}
        {messages.map((message) => (
          <p
            key={`${message.kind}-${message.message}`}
            className={`basket-line__message basket-line__message--${message.kind}`}
          >
            {message.message}
          </p>
        ))}
        {onConfirm && line.confirmMessages.length > 0 && settled && (
          <button
            type="button"
            className="basket-line__confirm"
            disabled={line.updating}
            onClick={() => onConfirm(line.id)}
          >
            Confirm changes<VisuallyHidden> to {title}</VisuallyHidden>
          </button>
        )}
        {line.priceTotal !== '' && (
          <p className="basket-line__price">
            {line.originalPrice > line.price && (
              <>
                <s>${line.originalPriceTotal}</s>{' '}
              </>
            )}
            <span>${line.priceTotal}</span>
          </p>
        )}
        <div className="basket-line__actions">
          <div className="basket-line__stepper" role="group" aria-label={`Quantity of ${title}`}>
            {/* aria-disabled, not disabled: a button that becomes disabled under the keyboard drops focus to the page. */}
            <button
              type="button"
              aria-label={`Decrease quantity of ${title}`}
              aria-disabled={!settled || line.quantity <= 1}
              onClick={() => settled && line.quantity > 1 && onQuantity(line.id, line.quantity - 1)}
            >
              −
            </button>
            <output aria-live="off">{line.quantity}</output>
            <button
              type="button"
              aria-label={`Increase quantity of ${title}`}
              aria-disabled={!settled || line.quantity >= line.quantityMax}
              onClick={() => settled && line.quantity < line.quantityMax && onQuantity(line.id, line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="basket-line__remove"
            aria-disabled={!settled}
            onClick={() => settled && onRemove(line.id)}
          >
            Remove<VisuallyHidden> {title}</VisuallyHidden>
          </button>
        </div>
      </div>
    </li>
  );
}
