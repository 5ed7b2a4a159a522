import type { ImageSet } from '../ui/picture/image-set';

// The Basket and Basket item entities (shopping spec section 3) as the basket endpoints send them.

export interface ItemMessage {
  /** removeMessages: out_of_stock, inactive; confirmMessages: price_change, registry_need, quantity_limited. */
  kind: string;
  message: string;
}

export interface BasketItemOption {
  name: string;
  value: string;
}

export interface BasketItem {
  id: number;
  productId: number;
  skuId: number;
  name: string;
  productName: string;
  uri: string;
  vendorId: number;
  options: BasketItemOption[];
  images: ImageSet[];
  quantity: number;
  price: number;
  originalPrice: number;
  emailFulfillment: boolean;
  isRegistry: boolean;
  registryId: number | null;
  preOrder: boolean;
  expressShippable: boolean;
  removeMessages: ItemMessage[];
  confirmMessages: ItemMessage[];
  skuInventory: number;
}

export interface ShippingOption {
  serviceCode: string;
  cost: number;
  label: string;
}

export interface Shipment {
  id: number | string;
  vendorId: number;
  basketItemIds: number[];
  options: ShippingOption[];
  choiceIndex: number;
}

export interface Basket {
  basketId: string;
  vendors: Array<{ id: number; name: string }>;
  numItems: number;
  numLineItems: number;
  empty: boolean;
  orderable: boolean;
  subTotal: number;
  shippingSubtotal: number;
  containsEmailFulfillment: boolean;
  hasRegistryItems: boolean;
  hasPreOrder: boolean;
  shipments: Shipment[];
  basketItems: BasketItem[];
}

/** A basket item as the shopper sees it: with its ceiling, totals and whether a change is on its way. */
export interface BasketLineView extends BasketItem {
  quantityMax: number;
  priceTotal: string;
  originalPriceTotal: string;
  /** A change to this line is on its way to the server. */
  updating: boolean;
  /** Added a moment ago; the server has not answered yet. */
  provisional: boolean;
}
