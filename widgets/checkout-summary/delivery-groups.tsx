import type { DeliveryGroup } from '../../stores/checkout/checkout-rules';

/** The chosen deliveries, grouped by service and cost, each with how many items go that way. */
export function DeliveryGroups({ groups }: { groups: readonly DeliveryGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <>
      <h3 className="checkout-summary__subheading">Delivery</h3>
      <ul className="checkout-summary__groups">
        {groups.map((group) => (
          <li key={`${group.serviceCode}|${group.cost}`}>
            {group.label}: {group.itemCount} {group.itemCount === 1 ? 'item' : 'items'}
          </li>
        ))}
      </ul>
    </>
  );
}
