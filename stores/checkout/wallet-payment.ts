import * as v from 'valibot';
import { http } from '../../shared/http/http';
import { CHECKOUT_MESSAGES, OWN_MESSAGES } from './checkout-messages';
import { $checkout, closeModal, openModal, setStepMessage } from './checkout-state';
import { $payment, markVendorUnavailable, saveTokenizedPayment, updatePayment } from './payment';
import { loadVendor } from './vendor-script';

// PayPal, Apple Pay and Google Pay: each vendor's SDK loads when the shopper chooses it; its token is saved
// as a billing info. A vendor's window or sheet is one of the checkout's modals while it is open (openModal:
// the codes error goes, as the spec has it for any modal).

/**
 * The merchant session the server got from Apple, handed to the sheet as sent; it must at least be one. A 200
 * without it (an empty or cut-short body) is a failure to say so, not a session the sheet then drops in silence.
 */
const merchantAnswer = v.object({ merchantSession: v.looseObject({ merchantSessionIdentifier: v.string() }) });

function orderTotal(): string {
  return ($checkout.get().summary?.total.amount ?? 0).toFixed(2);
}

/** Renders PayPal's button into the container; its approval saves the PayPal account. */
export async function startPayPal(container: HTMLElement): Promise<boolean> {
  updatePayment({ thirdPartyLoading: 'paypal' });
  try {
    const paypal = await loadVendor('paypal', () => window.paypal);
    const buttons = paypal.Buttons({
      createOrder: () => {
        openModal('paypal');
        return `checkout-${Date.now()}`;
      },
      onApprove: async (data) => {
        closeModal('paypal');
        if (!data.nonce) {
          setStepMessage('payment', 'payment_save_failed', CHECKOUT_MESSAGES.payment_save_failed);
          return;
        }
        await saveTokenizedPayment('paypal', { nonce: data.nonce, paypal_email: data.payerEmail ?? '' });
      },
      onCancel: () => closeModal('paypal'),
      onError: () => {
        closeModal('paypal');
        setStepMessage('payment', 'payment_save_failed', CHECKOUT_MESSAGES.payment_save_failed);
      },
    });
    await buttons.render(container);
    updatePayment({ thirdPartyLoading: null, instances: { ...$payment.get().instances, paypal: buttons } });
    return true;
  } catch {
    markVendorUnavailable('paypal', OWN_MESSAGES.vendor_unavailable);
    return false;
  }
}

/** Apple Pay: offered when the browser can make payments with it. */
export async function checkApplePay(): Promise<boolean> {
  try {
    const session = await loadVendor('applePay', () => window.ApplePaySession);
    const valid = session.canMakePayments();
    updatePayment({ applePayValid: valid });
    return valid;
  } catch {
    updatePayment({ applePayValid: false });
    markVendorUnavailable('applePay', OWN_MESSAGES.vendor_unavailable);
    return false;
  }
}

/** Starts an Apple Pay session from the shopper's click: merchant validation, then the token is saved. */
export function payWithApplePay(): void {
  const Session = window.ApplePaySession;
  if (!Session) return;
  const session = new Session(3, {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
    merchantCapabilities: ['supports3DS'],
    total: { label: 'Food52', amount: orderTotal() },
  });
  updatePayment({
    instances: { ...$payment.get().instances, applePay: session },
    applePayValidated: false,
    applePayAddressID: $checkout.get().options?.addressID ?? null,
  });
  session.onvalidatemerchant = (event) => {
    http
      .post('/shop/checkout/ajax_apple_pay_session', { json: { validation_url: event.validationURL } })
      .json()
      .then((body) => {
        session.completeMerchantValidation(v.parse(merchantAnswer, body).merchantSession);
        updatePayment({ applePayValidated: true });
      })
      .catch(() => {
        session.abort();
        closeModal('applePay');
        setStepMessage('payment', 'payment_save_failed', CHECKOUT_MESSAGES.payment_save_failed);
      });
  };
  session.onpaymentauthorized = (event) => {
    const data = event.payment.token.paymentData as { nonce?: unknown } | null;
    const nonce = typeof data?.nonce === 'string' ? data.nonce : '';
    void saveTokenizedPayment('apple_pay', { nonce }).then((saved) => {
      session.completePayment(saved ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
      closeModal('applePay');
    });
  };
  session.oncancel = () => {
    updatePayment({ applePayValidated: false });
    closeModal('applePay');
  };
  try {
    openModal('applePay');
    session.begin();
  } catch {
    closeModal('applePay');
    markVendorUnavailable('applePay', OWN_MESSAGES.vendor_unavailable);
  }
}

const GOOGLE_PAY_REQUEST = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [
    {
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'example', gatewayMerchantId: 'food52' },
      },
    },
  ],
};

/** Renders Google Pay's button when the shopper can pay with it; its payment data is saved. */
export async function startGooglePay(container: HTMLElement): Promise<boolean> {
  updatePayment({ thirdPartyLoading: 'googlePay' });
  try {
    const google = await loadVendor('googlePay', () => window.google);
    const client = new google.payments.api.PaymentsClient({ environment: 'TEST' });
    const { result } = await client.isReadyToPay(GOOGLE_PAY_REQUEST);
    if (!result) throw new Error('Google Pay is not ready');
    const button = client.createButton({
      buttonType: 'plain',
      onClick: () => {
        openModal('googlePay');
        client
          .loadPaymentData({
            ...GOOGLE_PAY_REQUEST,
            transactionInfo: {
              totalPriceStatus: 'FINAL',
              totalPrice: orderTotal(),
              currencyCode: 'USD',
              countryCode: 'US',
            },
          })
          .then((data) => saveTokenizedPayment('google_pay', { nonce: data.paymentMethodData.tokenizationData.token }))
          .catch((error: unknown) => {
            // the shopper closed Google's sheet: nothing to say
            if ((error as { statusCode?: unknown } | null)?.statusCode === 'CANCELED') return;
            setStepMessage('payment', 'payment_save_failed', CHECKOUT_MESSAGES.payment_save_failed);
          })
          .finally(() => closeModal('googlePay'));
      },
    });
    container.replaceChildren(button);
    updatePayment({ thirdPartyLoading: null, instances: { ...$payment.get().instances, googlePay: client } });
    return true;
  } catch {
    markVendorUnavailable('googlePay', OWN_MESSAGES.vendor_unavailable);
    return false;
  }
}
