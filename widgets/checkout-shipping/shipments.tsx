import { useId } from 'react';
import type { BasketItem } from '../../shared/commerce/basket-types';
import type { CheckoutState } from '../../stores/checkout/checkout-state';
import type { CheckoutShipment } from '../../stores/checkout/checkout-payload';
import { isExpressOnly, isStandardOnly } from '../../stores/checkout/checkout-rules';
import { chooseDelivery } from '../../stores/checkout/shipping';
import { deliveryCost } from './delivery-cost';

/** Each shipment with its items and its delivery choice, then the chosen deliveries grouped. */
export function Shipments({ state }: { state: CheckoutState }) {
  const { shipments, deliveryGroups, pendingShipments } = state;
  const items = new Map((state.basket?.basketItems ?? []).map((item) => [item.id, item]));
  if (shipments.length === 0) return null;
  return (
    <div className="checkout-shipping__step">
      <h3 className="checkout-shipping__subheading">Delivery</h3>
      <p role="alert" className="checkout-shipping__alert">
        {state.errors.shipping?.message}
      </p>
      <ol className="checkout-shipping__shipments">
        {shipments.map((shipment, index) => (
          <li key={shipment.id} className="checkout-shipping__shipment">
            <Shipment
              shipment={shipment}
              number={index + 1}
              count={shipments.length}
              items={items}
              pending={pendingShipments[shipment.id]}
              busy={state.busy === 'shipping'}
            />
          </li>
        ))}
      </ol>
      {deliveryGroups.length > 0 && (
        <>
          <h4 className="checkout-shipping__shipment-title">Delivery summary</h4>
          <ul className="checkout-shipping__groups">
            {deliveryGroups.map((group) => (
              <li key={`${group.serviceCode}|${group.cost}`}>
                {group.label}: {group.itemCount} {group.itemCount === 1 ? 'item' : 'items'}, {deliveryCost(group.cost)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface ShipmentProps {
  shipment: CheckoutShipment;
  number: number;
  count: number;
  items: ReadonlyMap<number, BasketItem>;
  /** The choice sent and not yet answered. */
  pending: number | undefined;
  busy: boolean;
}

function Shipment({ shipment, number, count, items, pending, busy }: ShipmentProps) {
  const name = useId();
  const only = shipment.options.length === 1 ? shipment.options[0] : undefined;
  // The shopper has nothing to choose: the one option reads as text, not as a lone radio.
  const onlyText = isExpressOnly(shipment)
    ? 'Ships by Express Shipping only'
    : isStandardOnly(shipment)
      ? 'Ships by Standard Shipping only'
      : null;
  const chosen = pending ?? shipment.choiceIndex;
  return (
    <>
      <h4 className="checkout-shipping__shipment-title">
        Shipment {number} of {count}
      </h4>
      <ul className="checkout-shipping__items">
        {shipment.basketItemIds.map((id) => {
          const item = items.get(id);
          return (
            <li key={id}>
              {item?.name ?? `Item ${id}`}{' '}
              <span className="checkout-shipping__quantity">Qty {item?.quantity ?? 1}</span>
            </li>
          );
        })}
      </ul>
      {only && onlyText ? (
        <p className="checkout-shipping__only">
          <strong>{onlyText}</strong> {only.label}, {deliveryCost(only.cost)}
        </p>
      ) : shipment.options.length > 0 ? (
        <fieldset className="checkout-shipping__group" aria-busy={pending !== undefined || undefined}>
          <legend className="checkout-shipping__legend">Delivery for shipment {number}</legend>
          {shipment.options.map((option, index) => (
            <label key={index} className="checkout-shipping__radio">
              <input
                type="radio"
                name={name}
                checked={chosen === index}
                onChange={() => {
                  if (!busy) void chooseDelivery(shipment.id, index);
                }}
              />
              <span>
                {option.label} <span className="checkout-shipping__cost">{deliveryCost(option.cost)}</span>
              </span>
            </label>
          ))}
          <p role="status" className="checkout-shipping__updating">
            {pending !== undefined ? 'Updating your delivery…' : ''}
          </p>
        </fieldset>
      ) : null}
    </>
  );
}
