import { computed, map } from 'nanostores';
import { configValueOrUndefined } from '../../shared/config/site-config';
import { demandWidget } from '../../shared/demand-widget';
import { safeUrl } from '../../shared/safe-url';
import { $basketView } from '../basket/basket';
import { addItem } from '../basket/basket-actions';
import { openBasketPreview } from '../basket/basket-preview';
import { fetchProductDetails } from './fetch-product-details';
import { preselectedSku, skuAvailable, type ProductDetails, type ProductSku } from './product-details';
import { quickBasketCeiling } from './quantity-ceiling';

// The tile widget calls openQuickBasket / closeQuickBasket; the quick-basket widget shows the rest.

export interface QuickBasketProductInfo {
  productId: number;
  skuId?: number;
  name: string;
  /** The product page, for the 'View full details' link while (or instead of) loading. */
  uri?: string;
  /**
   * The tile says it is sent by email (an eGift card, a donation: `egift_card`, `isDonation`): handled as the
   * page's email-fulfilled list is, even when the page does not list it.
   */
  emailFulfilled?: boolean;
}

export interface QuickBasketState {
  showModal: boolean;
  productInfo: QuickBasketProductInfo | null;
  /** The fetched details; null until they arrive, and for an email-fulfilled product. */
  product: ProductDetails | null;
  preselectedSku: ProductSku | null;
  /** The sku the shopper has chosen (the preselected one to start with). */
  skuId: number | null;
  quantity: number;
  loading: boolean;
  /** The details could not be fetched; logged, with no message for the shopper. */
  failed: boolean;
  /** In the email-fulfilled list: not loaded into the quick basket. */
  emailFulfilled: boolean;
}

const CLOSED: QuickBasketState = {
  showModal: false,
  productInfo: null,
  product: null,
  preselectedSku: null,
  skuId: null,
  quantity: 1,
  loading: false,
  failed: false,
  emailFulfilled: false,
};

export const $quickBasket = map<QuickBasketState>(CLOSED);

export const FETCH_ERROR = 'Unexpected error fetching product details.';

/** The chosen sku and how many of it the shopper may add, given what the basket already holds. */
export const $quickBasketChoice = computed([$quickBasket, $basketView], (state, basket) => {
  const sku = state.product?.skus.find((candidate) => candidate.id === state.skuId) ?? null;
  const line = sku && basket.lines.find((shown) => shown.skuId === sku.id && !shown.isRegistry);
  const ceiling = sku && skuAvailable(sku) ? quickBasketCeiling(sku.inventory, line ?? undefined) : 0;
  return { sku, ceiling, quantity: Math.max(1, Math.min(state.quantity, ceiling)) };
});

// Each open gets a number; an answer for an earlier one (the shopper opened another tile, or closed) is dropped.
let opened = 0;

async function load(info: QuickBasketProductInfo, ticket: number): Promise<void> {
  try {
    const product = await fetchProductDetails(info.productId, info.skuId);
    if (ticket !== opened) return;
    const preselected = preselectedSku(product);
    $quickBasket.set({
      ...$quickBasket.get(),
      product,
      preselectedSku: preselected,
      skuId: preselected?.id ?? null,
      quantity: 1,
      loading: false,
    });
  } catch (error) {
    if (ticket !== opened) return;
    // Failed product-detail fetch: logged, no message for the shopper.
    console.error(FETCH_ERROR, error);
    $quickBasket.set({ ...$quickBasket.get(), loading: false, failed: true });
  }
}

/**
 * Opens the quick basket for a product (from a tile's 'View details for …' button): the name shows at once,
 * then the details replace it. The request starts here rather than when the widget mounts, so it runs
 * while the widget's code is still downloading.
 */
export function openQuickBasket(productInfo: QuickBasketProductInfo): void {
  demandWidget('quick-basket');
  const ticket = ++opened;
  const emailFulfilled =
    productInfo.emailFulfilled === true ||
    (configValueOrUndefined('emailFulfilledProductIds') ?? []).includes(productInfo.productId);
  $quickBasket.set({ ...CLOSED, showModal: true, productInfo, emailFulfilled, loading: !emailFulfilled });
  // Not a nanostores task(): nothing else uses it, and it would add ~110 B gzipped to the runtime every page
  // loads; tests flush the stubbed fetch instead.
  if (!emailFulfilled) void load(productInfo, ticket);
}

export function closeQuickBasket(): void {
  opened++;
  $quickBasket.set(CLOSED);
}

/** Chooses an available sku of the loaded product; the quantity starts again at 1. */
export function selectSku(skuId: number): void {
  const sku = $quickBasket.get().product?.skus.find((candidate) => candidate.id === skuId);
  if (sku && skuAvailable(sku)) $quickBasket.set({ ...$quickBasket.get(), skuId, quantity: 1 });
}

/** Sets the quantity, kept from 1 to the ceiling. */
export function setQuantity(quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  $quickBasket.setKey('quantity', Math.max(1, Math.min(Math.trunc(quantity), $quickBasketChoice.get().ceiling)));
}

/** Adds the chosen sku and quantity, closes the quick basket and opens the basket preview to show it. */
export function addToBasket(): void {
  const { product } = $quickBasket.get();
  const { sku, ceiling, quantity } = $quickBasketChoice.get();
  if (!product || !sku || ceiling < 1) return;
  const image = sku.images[0] ?? product.images[0];
  const uri = safeUrl(product.uri);
  addItem(sku.id, quantity, {
    productId: product.id,
    name: sku.name || product.name,
    price: sku.price,
    ...(uri ? { uri } : {}),
    ...(image ? { image } : {}),
  });
  closeQuickBasket();
  openBasketPreview();
}
