import { describe, expect, it } from 'vitest';
import {
  affirmQualifies,
  AFFIRM_TEMP_ID,
  groupShipments,
  isExpressOnly,
  isStandardOnly,
  selectedBilling,
  shippingMessage,
  shippingTotal,
  withAffirm,
} from './checkout-rules';

const money = (amount: number) => ({ amount, display: `$${amount.toFixed(2)}` });

describe('the order review refresh rules', () => {
  it.each([
    [8.95, 25, 'HI', 'Shipping to Hawaii'],
    [8.95, 35, 'AK', 'Shipping to Alaska'],
    [0, 25, 'HI', 'Shipping'],
    [0, 35, 'AK', 'Shipping'],
    [8.95, 0, 'NY', 'Shipping'],
    [8.95, 0, null, 'Shipping'],
  ])('non-surcharge %s, surcharge %s, region %s: %s', (nonSurcharge, surcharge, region, message) => {
    expect(
      shippingMessage({
        totalNonSurchargeShipping: money(nonSurcharge),
        shipmentSurcharges: money(surcharge),
        shippingRegion: region,
      }),
    ).toBe(message);
  });

  it.each([
    [8.95, 25, '$8.95'],
    [0, 25, '$25.00'],
    [0, 0, '$0.00'],
    [17.9, 0, '$17.90'],
  ])('the shipping total of non-surcharge %s and surcharge %s is %s', (nonSurcharge, surcharge, total) => {
    expect(
      shippingTotal({
        totalNonSurchargeShipping: money(nonSurcharge),
        shipmentSurcharges: money(surcharge),
        shippingRegion: 'HI',
      }),
    ).toBe(total);
  });
});

const STANDARD = { serviceCode: 'standard', cost: 8.95, label: 'Standard' };
const FREE = { serviceCode: 'standard', cost: 0, label: 'Standard' };
const EXPRESS = { serviceCode: 'express_when_ready', cost: 24.95, label: 'Express' };

describe('shipments', () => {
  it('are grouped by the chosen option’s service code and cost, with the item count (quantities) and ids', () => {
    const shipments = [
      { id: 'a', vendorId: 1, basketItemIds: [1, 2], options: [STANDARD, EXPRESS], choiceIndex: 0 },
      { id: 'b', vendorId: 2, basketItemIds: [3], options: [STANDARD], choiceIndex: 0 },
      { id: 'c', vendorId: 3, basketItemIds: [4], options: [EXPRESS], choiceIndex: 0 },
      { id: 'd', vendorId: 4, basketItemIds: [5], options: [FREE, EXPRESS], choiceIndex: 0 },
      { id: 'e', vendorId: 5, basketItemIds: [6], options: [STANDARD, EXPRESS], choiceIndex: 1 },
    ];
    const quantities = new Map([
      [1, 2],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
      [6, 4],
    ]);
    expect(groupShipments(shipments, quantities)).toEqual([
      { serviceCode: 'standard', cost: 8.95, label: 'Standard', itemCount: 6, basketItemIds: [1, 2, 3] },
      { serviceCode: 'express_when_ready', cost: 24.95, label: 'Express', itemCount: 5, basketItemIds: [4, 6] },
      { serviceCode: 'standard', cost: 0, label: 'Standard', itemCount: 1, basketItemIds: [5] },
    ]);
  });

  it('are express-only or standard-only with a single option of that code', () => {
    const one = (option: typeof STANDARD) => ({
      id: 'x',
      vendorId: 1,
      basketItemIds: [1],
      options: [option],
      choiceIndex: 0,
    });
    expect([isExpressOnly(one(EXPRESS)), isStandardOnly(one(EXPRESS))]).toEqual([true, false]);
    expect([isExpressOnly(one(STANDARD)), isStandardOnly(one(STANDARD))]).toEqual([false, true]);
    const both = { ...one(STANDARD), options: [STANDARD, EXPRESS] };
    expect([isExpressOnly(both), isStandardOnly(both)]).toEqual([false, false]);
  });
});

describe('payment', () => {
  const infos = [
    { id: 'bi_1', paymentMethod: 'card', label: 'Visa' },
    { id: 'bi_2', paymentMethod: 'paypal', label: 'PayPal' },
  ];

  it('selects the billing info matching billingID, else the first, else none', () => {
    expect(selectedBilling(infos, 'bi_2')?.id).toBe('bi_2');
    expect(selectedBilling(infos, 'bi_9')?.id).toBe('bi_1');
    expect(selectedBilling(infos, null)?.id).toBe('bi_1');
    expect(selectedBilling([], 'bi_1')).toBeNull();
  });

  it('keeps the temporary Affirm entry on top while Affirm is selected, once', () => {
    expect(withAffirm(infos, true).map((info) => info.id)).toEqual([AFFIRM_TEMP_ID, 'bi_1', 'bi_2']);
    expect(withAffirm(withAffirm(infos, true), true).map((info) => info.id)).toEqual([AFFIRM_TEMP_ID, 'bi_1', 'bi_2']);
    expect(withAffirm(infos, true)[0]).toEqual({ id: 'affirmTemp', paymentMethod: 'affirm', label: 'Affirm' });
    expect(withAffirm(infos, false).map((info) => info.id)).toEqual(['bi_1', 'bi_2']);
  });

  it.each([
    [50, false],
    [50.01, true],
    [49.99, false],
    [120, true],
  ])('Affirm qualifies for a total of %s: %s (orders over $50 only)', (total, qualifies) => {
    expect(affirmQualifies(total)).toBe(qualifies);
  });
});
