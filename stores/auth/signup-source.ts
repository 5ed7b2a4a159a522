// Sign-up source tags (shopping spec, section 9), sent as the signup's initiating_action: by why the dialog
// was opened (showAuth's defaultAuth), else by the page.

export type SignupSource = 'onsite' | 'onsite-checkout' | 'onsite-accountcreate_save' | 'onsite-accountcreate_cart';

/** A save or a cart action names itself; otherwise checkout pages are onsite-checkout, the rest onsite. */
export function signupSource(defaultAuth: string | null, isCheckout: boolean): SignupSource {
  if (defaultAuth === 'save') return 'onsite-accountcreate_save';
  if (defaultAuth === 'cart') return 'onsite-accountcreate_cart';
  if (defaultAuth === 'checkout' || isCheckout) return 'onsite-checkout';
  return 'onsite';
}
