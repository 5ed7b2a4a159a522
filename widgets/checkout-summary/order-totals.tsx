import type { OrderSummary } from '../../stores/checkout/checkout-state';

function Row({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className ?? 'checkout-summary__row'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order's amounts. The shipping row is the spec's shipping message and total; the surcharge has its own row
 * only beside a non-surcharge amount: with none, the shipping total already is the surcharge (README).
 */
export function OrderTotals({ summary }: { summary: OrderSummary }) {
  const surcharge = summary.shipmentSurcharges.amount > 0 && summary.totalNonSurchargeShipping.amount > 0;
  return (
    <dl className="checkout-summary__totals">
      <Row term="Subtotal" value={summary.subTotal.display} />
      {summary.discount.amount > 0 && (
        <div className="checkout-summary__row">
          <dt>Discount</dt>
          <dd>-{summary.discount.display}</dd>
          {summary.promoCode && (
            <dd className="checkout-summary__note">
              {summary.promoCode.code}: {summary.promoCode.message}
            </dd>
          )}
        </div>
      )}
      <Row term={summary.shippingMessage} value={summary.shippingTotalDisplay} />
      {surcharge && <Row term="Shipping surcharge" value={summary.shipmentSurcharges.display} />}
      {summary.appliedGiftCodes.map((gift) => (
        <Row key={gift.code} term={`Gift code ${gift.code}`} value={`-${gift.amount.display}`} />
      ))}
      <Row term="Tax" value={summary.tax.display} />
      <Row term="Total" value={summary.total.display} className="checkout-summary__row checkout-summary__total" />
    </dl>
  );
}
