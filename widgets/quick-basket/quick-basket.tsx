import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { formatMoney } from '../../shared/format/money';
import { safeUrl } from '../../shared/safe-url';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal/modal';
import { Picture } from '../../shared/ui/picture/picture';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { skuAvailable } from '../../stores/quick-basket/product-details';
import {
  $quickBasket,
  $quickBasketChoice,
  addToBasket,
  closeQuickBasket,
} from '../../stores/quick-basket/quick-basket';
import { QuantityStepper } from './quantity-stepper';
import { SkuPicker } from './sku-picker';

type Choice = ReturnType<typeof $quickBasketChoice.get>;

function Price({ choice, range }: { choice: Choice; range: string }) {
  const { sku } = choice;
  if (!sku) return <p className="qb__price">{range}</p>;
  const sale = sku.original_price > sku.price;
  return (
    <p className="qb__price">
      <span className={sale ? 'qb__now' : undefined}>{formatMoney(sku.price)}</span>
      {sale && (
        <s>
          <VisuallyHidden>Original price: </VisuallyHidden>
          {formatMoney(sku.original_price)}
        </s>
      )}
    </p>
  );
}

/**
 * The quick-basket modal, opened from a product tile through the store. It shows the tile's name at once,
 * a skeleton while the details load, then the image, price, sku picker, quantity and Add to Cart.
 */
export function QuickBasket() {
  const live = useStore($quickBasket);
  const liveChoice = useStore($quickBasketChoice);
  // Closing clears the store at once; the last product stays in the dialog while it fades out.
  const shown = useRef({ state: live, choice: liveChoice });
  if (live.productInfo) shown.current = { state: live, choice: liveChoice };
  const { state, choice } = shown.current;
  const { productInfo, product } = state;
  const details = safeUrl(product?.uri || productInfo?.uri);
  const image = choice.sku?.images[0] ?? product?.images[0];

  return (
    <Modal.Root open={live.showModal} onOpenChange={(open) => open || closeQuickBasket()}>
      <Modal.Content className="qb">
        <Modal.Close label="Close" />
        <Modal.Title>{product?.name || productInfo?.name}</Modal.Title>
        {state.emailFulfilled && <p>This item is sent by email. Choose its options on the product page.</p>}
        {state.loading && <Skeleton label="Loading products" lines={4} />}
        {product && (
          <div className="qb__body">
            {image && <Picture className="qb__image" image={image} alt={image.alt ?? ''} priority />}
            <div className="qb__buy">
              <Price choice={choice} range={product.price_range_description} />
              {product.skus.length > 1 && <SkuPicker product={product} skuId={state.skuId} />}
              {choice.ceiling > 0 && <QuantityStepper quantity={choice.quantity} max={choice.ceiling} />}
              <Button className="qb__add" aria-disabled={choice.ceiling < 1} onClick={addToBasket}>
                Add to Cart
              </Button>
              {choice.ceiling < 1 && (
                <p className="qb__note">
                  {choice.sku && skuAvailable(choice.sku)
                    ? 'Your basket already holds the most you can buy of this.'
                    : 'Out of stock'}
                </p>
              )}
            </div>
          </div>
        )}
        {details && (
          <a className="qb__details" href={details}>
            View full details
          </a>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
