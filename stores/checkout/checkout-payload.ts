import * as v from 'valibot';
import type { Basket } from '../../shared/commerce/basket-types';
import { readBasket } from '../basket/basket-payload';

// The checkout endpoints' answers (fixtures/README.md, Checkout), made safe to show: a missing field takes its
// empty value, an entry that cannot be read is dropped, and strings stay strings (the widgets render text).

const text = v.fallback(v.string(), '');
const nullableText = v.fallback(v.nullable(v.string()), null);
const amount = v.fallback(v.pipe(v.number(), v.finite()), 0);
const money = v.fallback(v.object({ amount, display: text }), { amount: 0, display: '$0.00' });

/** Drops the entries of a list that do not read, instead of failing the whole answer. */
function listOf<T extends v.GenericSchema>(schema: T) {
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((item) => {
          const read = v.safeParse(schema, item);
          return read.success ? [read.output as v.InferOutput<T>] : [];
        }),
      ),
    ),
    [],
  );
}

const option = v.object({ serviceCode: text, cost: amount, label: text });

const shipment = v.object({
  id: v.pipe(
    v.custom<string | number>((value) => typeof value === 'string' || typeof value === 'number'),
    v.transform(String),
  ),
  vendorId: v.fallback(v.number(), 0),
  basketItemIds: listOf(v.number()),
  options: listOf(option),
  choiceIndex: v.fallback(v.pipe(v.number(), v.integer()), 0),
});

const address = v.object({
  id: v.number(),
  firstName: text,
  lastName: text,
  streetAddress: text,
  streetAddress2: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
  expressEligible: v.fallback(v.boolean(), true),
});

const billingInfo = v.object({
  id: v.string(),
  paymentMethod: text,
  label: text,
});

const registryGift = v.object({ registryId: v.number(), registryName: text, itemIds: listOf(v.number()) });

const options = v.object({
  shipments: listOf(shipment),
  giftNote: v.fallback(v.nullable(v.object({ message: text, gifterName: text })), null),
  promoCode: nullableText,
  appliedGiftCodes: listOf(v.string()),
  billingInfos: listOf(billingInfo),
  billingID: nullableText,
  addresses: listOf(address),
  addressID: v.fallback(v.nullable(v.number()), null),
  notificationEmail: nullableText,
  /** The member's e-mail; null for a guest, who is asked for one. */
  accountEmail: nullableText,
  basketVersion: nullableText,
  gifterName: nullableText,
  registryGifts: listOf(registryGift),
});

const review = v.object({
  subTotal: money,
  discount: money,
  promoCode: v.fallback(v.nullable(v.object({ code: text, message: text })), null),
  appliedGiftCodes: listOf(v.object({ code: v.string(), amount: money, remainingBalance: money })),
  totalNonSurchargeShipping: money,
  shipmentSurcharges: money,
  shippingTotal: money,
  shippingRegion: nullableText,
  tax: money,
  total: money,
});

const fieldError = v.object({ key: text, field: v.fallback(v.string(), 'base'), message: text });

const suggestionFields = v.object({
  firstName: text,
  lastName: text,
  streetAddress: text,
  streetAddress2: text,
  city: text,
  state: text,
  zip: text,
  phone: text,
});

export type ShippingOption = v.InferOutput<typeof option>;
export type CheckoutShipment = v.InferOutput<typeof shipment>;
export type CheckoutAddress = v.InferOutput<typeof address>;
export type AddressSuggestion = v.InferOutput<typeof suggestionFields>;
export type BillingInfo = v.InferOutput<typeof billingInfo>;
export type RegistryGift = v.InferOutput<typeof registryGift>;
export type CheckoutOptions = v.InferOutput<typeof options>;
export type OrderReview = v.InferOutput<typeof review>;
export type Money = v.InferOutput<typeof money>;
export type CheckoutError = v.InferOutput<typeof fieldError>;

export interface CheckoutAnswer {
  checkoutOptions: CheckoutOptions;
  orderReview: OrderReview;
  basket: Basket;
}

const answer = v.object({ checkoutOptions: options, orderReview: review, basket: v.unknown() });

/** A whole checkout answer; throws when its parts are missing (the caller shows the step's failure). */
export function readCheckoutAnswer(body: unknown): CheckoutAnswer {
  const read = v.safeParse(answer, body);
  if (!read.success) throw new Error('the checkout answer has no options or review');
  return {
    checkoutOptions: read.output.checkoutOptions,
    orderReview: read.output.orderReview,
    basket: readBasket(read.output.basket),
  };
}

/** The address the server proposes instead of the one entered, when it has one. */
export function readSuggestions(body: unknown): AddressSuggestion[] {
  const read = v.safeParse(v.object({ suggestions: listOf(suggestionFields) }), body);
  return read.success ? read.output.suggestions : [];
}

/** The `{ errors: [{ key, field, message }] }` of a failed call, or an empty list when the body is no such thing. */
export function readErrors(body: unknown): CheckoutError[] {
  const read = v.safeParse(v.object({ errors: listOf(fieldError) }), body);
  return read.success ? read.output.errors.filter((error) => error.key !== '' || error.message !== '') : [];
}

const placed = v.object({ orderId: v.string(), confirmationPath: v.string() });

export type PlacedOrder = v.InferOutput<typeof placed>;

export function readPlacedOrder(body: unknown): PlacedOrder {
  const read = v.safeParse(placed, body);
  if (!read.success) throw new Error('the order answer has no order id');
  return read.output;
}
