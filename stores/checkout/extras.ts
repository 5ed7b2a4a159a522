import { postStep } from './checkout-api';
import { messageForKey, OWN_MESSAGES } from './checkout-messages';
import { setCodesError, setErrors, setGiftNoteSaved } from './checkout-state';
import { runStep } from './checkout-steps';
import { gifterError, giftNoteError } from './field-rules';

// Promo and gift codes, the gift note and the registry gifter.

/** Applies a promo or gift code; a refusal is the codes error (cleared when any modal opens). */
export async function applyCode(code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (!trimmed) {
    setCodesError('Please enter required information.');
    return false;
  }
  setCodesError(null);
  const result = await runStep('codes', () => postStep('ajax_apply_code', { code: trimmed }), {
    key: 'codes_failed',
    message: OWN_MESSAGES.codes_failed,
  });
  // A lost session is the step's own message, as in every section (the code is applied again after the sign-in):
  // beside the field it would be a second message, telling the shopper to try again themselves.
  // A basket changed underneath is the order summary's to say (the checkout has loaded again), not the code's.
  const basketChanged = result.errors?.some((error) => error.key === 'basket_changed' || error.key === 'basket_empty');
  if (!result.ok && !result.signedOut && !basketChanged) {
    const refusal = result.errors?.find((error) => error.key === 'promo_code_invalid') ?? result.errors?.[0];
    setCodesError(refusal ? messageForKey(refusal.key, refusal.message) : OWN_MESSAGES.codes_failed);
  }
  return result.ok;
}

export async function removeCode(code: string): Promise<boolean> {
  return (
    await runStep('codes', () => postStep('ajax_remove_code', { code }), {
      key: 'codes_failed',
      message: OWN_MESSAGES.codes_failed,
    })
  ).ok;
}

/** Saves the gift note (an empty note removes it); a note needs the gifter's name and fits the server's limit. */
export async function saveGiftNote(message: string, gifterName: string): Promise<boolean> {
  const tooLong = giftNoteError(message);
  const noGifter = message.trim() ? gifterError(gifterName) : undefined;
  if (tooLong || noGifter) {
    setErrors('giftNote', [
      ...(tooLong ? [{ key: 'gift_note_too_long', field: 'gift_note', message: tooLong }] : []),
      ...(noGifter ? [{ key: 'gifter_name_required', field: 'gifter_name', message: noGifter }] : []),
    ]);
    return false;
  }
  setGiftNoteSaved(false);
  const result = await runStep(
    'giftNote',
    () => postStep('ajax_save_gift_note', { gift_note: message.trim(), gifter_name: gifterName.trim() }),
    {
      key: 'gift_note_failed',
      message: OWN_MESSAGES.gift_note_failed,
    },
  );
  setGiftNoteSaved(result.ok);
  return result.ok;
}

/** The name of the shopper buying from someone's registry. */
export async function saveGifter(name: string): Promise<boolean> {
  const error = gifterError(name);
  if (error) {
    setErrors('gifter', [{ key: 'gifter_name_required', field: 'gifter_name', message: error }]);
    return false;
  }
  return (
    await runStep('gifter', () => postStep('ajax_save_gifter', { gifter_name: name.trim() }), {
      key: 'gifter_failed',
      message: OWN_MESSAGES.gifter_failed,
    })
  ).ok;
}
