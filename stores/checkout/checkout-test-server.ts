import { vi } from 'vitest';

// For the checkout's tests (store and section widgets): a stubbed fetch with answers shaped like the fixture
// server's checkout routes (fixtures/server/routes/checkout*.ts), recording every call with its headers.

export interface Call {
  method: string;
  path: string;
  body: Record<string, string> | undefined;
  headers: Headers;
}

export type Answer = () => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Answer => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const networkFailure: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
export const fieldErrors = (errors: Array<{ key: string; field?: string; message: string }>, status = 422): Answer =>
  json({ errors: errors.map((error) => ({ field: 'base', ...error })) }, status);

const money = (amount: number) => ({ amount, display: `$${amount.toFixed(2)}` });

export interface AnswerOptions {
  total?: number;
  nonSurcharge?: number;
  surcharges?: number;
  region?: string | null;
  addressID?: number | null;
  billingID?: string | null;
  billingInfos?: Array<{ id: string; paymentMethod: string; label: string }>;
  items?: Array<{ id: number; quantity: number; name?: string; emailFulfillment?: boolean }>;
  shipments?: Array<{ id: string; basketItemIds: number[]; options: Array<{ serviceCode: string; cost: number; label: string }>; choiceIndex: number }>;
  promoCode?: { code: string; message: string } | null;
  notificationEmail?: string | null;
  accountEmail?: string | null;
  registryGifts?: Array<{ registryId: number; registryName: string; itemIds: number[] }>;
  gifterName?: string | null;
  basketVersion?: string;
}

export const STANDARD = { serviceCode: 'standard', cost: 8.95, label: 'Standard Shipping (5-7 business days)' };
export const EXPRESS = { serviceCode: 'express_when_ready', cost: 24.95, label: 'Express Shipping (ships when ready, 1-2 business days)' };

/** A whole checkout answer: two items in two shipments, one saved address and card, unless told otherwise. */
export function checkoutAnswer(options: AnswerOptions = {}): Record<string, unknown> {
  const items = options.items ?? [
    { id: 11, quantity: 2, name: 'Dutch Oven' },
    { id: 12, quantity: 1, name: 'Olive Oil' },
  ];
  const shipments = options.shipments ?? [
    { id: 'shipment-1', basketItemIds: [11], options: [STANDARD, EXPRESS], choiceIndex: 0 },
    { id: 'shipment-2-express', basketItemIds: [12], options: [EXPRESS], choiceIndex: 0 },
  ];
  const total = options.total ?? 120;
  return {
    checkoutOptions: {
      shipments,
      giftNote: null,
      promoCode: options.promoCode?.code ?? null,
      appliedGiftCodes: [],
      billingInfos: options.billingInfos ?? [{ id: 'bi_1', paymentMethod: 'card', label: 'Visa ending in 4242' }],
      billingID: options.billingID === undefined ? 'bi_1' : options.billingID,
      addresses: [
        { id: 31, firstName: 'Ines', lastName: 'Park', streetAddress: '455 N Cityfront Plaza Dr', streetAddress2: '', city: 'Chicago', state: 'IL', zip: '60611', phone: '312-555-0129', expressEligible: true },
      ],
      addressID: options.addressID === undefined ? 31 : options.addressID,
      notificationEmail: options.notificationEmail ?? null,
      accountEmail: options.accountEmail ?? null,
      basketVersion: options.basketVersion ?? 'v1',
      gifterName: options.gifterName ?? null,
      registryGifts: options.registryGifts ?? [],
    },
    orderReview: {
      subTotal: money(total - 20),
      discount: money(0),
      promoCode: options.promoCode ?? null,
      appliedGiftCodes: [],
      totalNonSurchargeShipping: money(options.nonSurcharge ?? 8.95),
      shipmentSurcharges: money(options.surcharges ?? 0),
      shippingTotal: money((options.nonSurcharge ?? 8.95) + (options.surcharges ?? 0)),
      shippingRegion: options.region === undefined ? 'IL' : options.region,
      tax: money(4),
      total: money(total),
      codesError: null,
      errors: {},
    },
    basket: {
      basketId: 'b1',
      numItems: items.reduce((sum, item) => sum + item.quantity, 0),
      numLineItems: items.length,
      empty: items.length === 0,
      orderable: true,
      subTotal: total - 20,
      basketItems: items.map((item) => ({ id: item.id, productId: item.id, skuId: item.id * 10, name: item.name ?? `Item ${item.id}`, quantity: item.quantity, price: 10, emailFulfillment: item.emailFulfillment ?? false })),
      shipments: [],
    },
  };
}

/** Answers by "METHOD path"; a list answers its entries in turn (the last one again once used up). */
export function checkoutServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const raw = request.method === 'GET' ? '' : await request.text();
      const key = `${request.method} ${url.pathname}`;
      calls.push({ method: request.method, path: url.pathname, body: raw ? (JSON.parse(raw) as Record<string, string>) : undefined, headers: request.headers });
      const entry = answers[key];
      const list = Array.isArray(entry) ? entry : entry ? [entry] : [];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const answer = list[Math.min(index, list.length - 1)];
      return answer ? answer() : new Response('Not found', { status: 404 });
    }),
  );
  return { calls, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

export const OPTIONS = 'GET /shop/checkout/ajax_checkout_options';
export const step = (name: string) => `POST /shop/checkout/${name}`;
