// The parts of each payment vendor's browser API the checkout uses (Braintree hosted fields, PayPal Buttons,
// Apple Pay JS, the Google Pay API, Affirm.js). The fixture site's fakes implement the same surfaces.

export type HostedField = 'number' | 'expirationDate' | 'cvv' | 'postalCode';

export interface HostedFieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

export interface HostedFieldsState {
  fields: Record<HostedField, HostedFieldState>;
  cards: Array<{ type: string; niceType: string; code: { name: string; size: number } }>;
}

export interface HostedFieldsEvent extends HostedFieldsState {
  emittedBy: HostedField;
}

export interface HostedFieldsInstance {
  on(
    event: 'validityChange' | 'focus' | 'blur' | 'empty' | 'notEmpty' | 'cardTypeChange' | 'inputSubmitRequest',
    handler: (event: HostedFieldsEvent) => void,
  ): void;
  getState(): HostedFieldsState;
  tokenize(): Promise<{ nonce: string; details: { cardType: string; lastFour: string } }>;
  focus(field: HostedField): void;
  /** A message for screen readers, read with the input inside the frame (Braintree's setMessage). */
  setMessage?(options: { field: HostedField; message: string }): void;
  teardown(): Promise<void> | void;
}

export interface HostedFieldOptions {
  container: string | HTMLElement;
  label?: string;
  placeholder?: string;
}

export interface Braintree {
  hostedFields: {
    create(options: {
      authorization: string;
      fields: Record<HostedField, HostedFieldOptions>;
    }): Promise<HostedFieldsInstance>;
  };
}

export interface PayPalApproval {
  orderID: string;
  nonce?: string;
  payerEmail?: string;
}

export interface PayPalButtons {
  render(container: HTMLElement | string): Promise<void>;
  isEligible?(): boolean;
  close?(): Promise<void> | void;
}

export interface PayPal {
  Buttons(options: {
    createOrder: () => Promise<string> | string;
    onApprove: (data: PayPalApproval) => Promise<void> | void;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
  }): PayPalButtons;
}

export interface ApplePaySessionInstance {
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null;
  oncancel: (() => void) | null;
}

export interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionInstance;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

export interface GooglePaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  createButton(options: { onClick: () => void; buttonType?: string }): HTMLElement;
  loadPaymentData(
    request: unknown,
  ): Promise<{ paymentMethodData: { description?: string; tokenizationData: { token: string } } }>;
}

export interface GooglePay {
  payments: { api: { PaymentsClient: new (options: { environment: string }) => GooglePaymentsClient } };
}

export interface Affirm {
  checkout: ((details: unknown) => void) & {
    open(callbacks: {
      onSuccess: (result: { checkout_token: string }) => void;
      onFail: (error: unknown) => void;
    }): void;
  };
}

declare global {
  interface Window {
    braintree?: Braintree;
    paypal?: PayPal;
    ApplePaySession?: ApplePaySessionClass;
    google?: GooglePay;
    affirm?: Affirm;
  }
}
