import type { BillingInfo, CheckoutShipment, OrderReview } from './checkout-payload';

// The checkout's rules from the spec's states and transitions, as plain functions.

/** Affirm only qualifies for orders over this many dollars. */
export const AFFIRM_MINIMUM = 50;
export const AFFIRM_TEMP_ID = 'affirmTemp';
export const AFFIRM_TEMP: BillingInfo = { id: AFFIRM_TEMP_ID, paymentMethod: 'affirm', label: 'Affirm' };

type ShippingAmounts = Pick<OrderReview, 'totalNonSurchargeShipping' | 'shipmentSurcharges' | 'shippingRegion'>;

/** 'Shipping to Hawaii' or 'Shipping to Alaska' when non-surcharge shipping is above 0 and the region is HI or AK. */
export function shippingMessage({ totalNonSurchargeShipping, shippingRegion }: ShippingAmounts): string {
  if (totalNonSurchargeShipping.amount > 0 && shippingRegion === 'HI') return 'Shipping to Hawaii';
  if (totalNonSurchargeShipping.amount > 0 && shippingRegion === 'AK') return 'Shipping to Alaska';
  return 'Shipping';
}

/** The non-surcharge amount if above 0, else the surcharge if above 0, else '$0.00'. */
export function shippingTotal({ totalNonSurchargeShipping, shipmentSurcharges }: ShippingAmounts): string {
  if (totalNonSurchargeShipping.amount > 0) return totalNonSurchargeShipping.display;
  if (shipmentSurcharges.amount > 0) return shipmentSurcharges.display;
  return '$0.00';
}

export interface DeliveryGroup {
  serviceCode: string;
  cost: number;
  label: string;
  /** The items' quantities added up. */
  itemCount: number;
  basketItemIds: number[];
}

/** The chosen options of all shipments, grouped by service code and cost, with the item count and ids. */
export function groupShipments(
  shipments: readonly CheckoutShipment[],
  quantities: ReadonlyMap<number, number>,
): DeliveryGroup[] {
  const groups = new Map<string, DeliveryGroup>();
  for (const shipment of shipments) {
    const chosen = shipment.options[shipment.choiceIndex] ?? shipment.options[0];
    if (!chosen) continue;
    const key = `${chosen.serviceCode}|${chosen.cost}`;
    const group = groups.get(key) ?? {
      serviceCode: chosen.serviceCode,
      cost: chosen.cost,
      label: chosen.label,
      itemCount: 0,
      basketItemIds: [],
    };
    for (const id of shipment.basketItemIds) {
      group.basketItemIds.push(id);
      group.itemCount += quantities.get(id) ?? 1;
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A shipment with a single option of that code: the shopper has nothing to choose. */
export function isExpressOnly(shipment: CheckoutShipment): boolean {
  return shipment.options.length === 1 && shipment.options[0]!.serviceCode === 'express_when_ready';
}

export function isStandardOnly(shipment: CheckoutShipment): boolean {
  return shipment.options.length === 1 && shipment.options[0]!.serviceCode === 'standard';
}

/** The selected billing info: the one matching billingID, else the first, else none. */
export function selectedBilling(infos: readonly BillingInfo[], billingID: string | null): BillingInfo | null {
  return infos.find((info) => info.id === billingID) ?? infos[0] ?? null;
}

/** The list the payment section shows: with Affirm selected, its temporary entry stays on top. */
export function withAffirm(infos: readonly BillingInfo[], affirmSelected: boolean): BillingInfo[] {
  const saved = infos.filter((info) => info.id !== AFFIRM_TEMP_ID);
  return affirmSelected ? [AFFIRM_TEMP, ...saved] : saved;
}

/** Affirm qualifies for orders over $50. */
export function affirmQualifies(total: number): boolean {
  return total > AFFIRM_MINIMUM;
}
