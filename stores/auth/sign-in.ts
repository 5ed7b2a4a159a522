import { atom } from 'nanostores';
import { isCheckoutPage } from '../../shared/page-facts';
import { flash } from '../flash';
import { $user } from '../user/user';
import { userConfig } from '../user/user-config';
import { login, signup } from './auth-actions';
import { unexpectedAuthError } from './auth-error';
import { clearAuthNotification, hideAuth } from './auth-prompt';
import { findProofOfWork } from './proof-of-work';
import { loadSocialSdk } from './social-sdk';
import { signInWithSocial, SocialSignInError } from './social-sign-in';
import { signupSource } from './signup-source';
import { signInConfig } from './sign-in-config';

// The sign-in dialog's requests (widgets/auth): one at a time, the login's proof of work before it, the social
// provider's steps, and what the dialog shows meanwhile. The calls themselves are auth-actions.ts's.

export interface SignInState {
  /** A request (or the proof of work before one) is out: the submit is busy and a second one is ignored. */
  busy: boolean;
  /** 0 to 1 while the proof of work runs, else null. */
  proofProgress: number | null;
  /** A failure that is not the server's answer (the proof of work, the social SDK); those are in $user.notification. */
  error: string | null;
}

export const $signIn = atom<SignInState>({ busy: false, proofProgress: null, error: null });

function update(change: Partial<SignInState>): void {
  $signIn.set({ ...$signIn.get(), ...change });
}

let running: AbortController | null = null;

/**
 * Runs one request at a time; resolves false (sending nothing) while another is out, even when the dialog was
 * closed and opened again meanwhile. `signal` aborts only what can be taken back: the proof of work.
 */
async function exclusive(task: (signal: AbortSignal) => Promise<boolean>): Promise<boolean> {
  if (running) return false;
  const controller = new AbortController();
  running = controller;
  // The last failure goes, so the same message failing again is a new announcement.
  clearAuthNotification();
  update({ busy: true, error: null });
  try {
    return await task(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return false;
    const message =
      error instanceof SocialSignInError ? error.message : unexpectedAuthError(userConfig('supportEmail'));
    update({ error: message });
    flash(message, 'error');
    return false;
  } finally {
    running = null;
    update({ busy: false, proofProgress: null });
  }
}

export interface LoginFields {
  email: string;
  password: string;
  otp_token: string;
  remember_me: boolean;
}

/** Log in; with the page's proof-of-work flag on, the token is found first (in a Web Worker). */
export function submitLogin(fields: LoginFields): Promise<boolean> {
  return exclusive(async (signal) => {
    let proof: string | undefined;
    if (signInConfig('loginProofOfWork')) {
      update({ proofProgress: 0 });
      proof = await findProofOfWork(fields.email, signInConfig('loginProofOfWorkDifficulty'), {
        signal,
        // Whole percents: the bar cannot show finer steps, so finer ones would only re-render it.
        onProgress: (progress) => {
          const proofProgress = Math.floor(progress * 100) / 100;
          if (proofProgress !== $signIn.get().proofProgress) update({ proofProgress });
        },
      });
      update({ proofProgress: null });
    }
    return login({ ...fields, otp_challenge: '', ...(proof ? { proof_of_work: proof } : {}) });
  });
}

export interface SignupFields {
  login: string;
  email: string;
  password: string;
  receive_newsletter: boolean;
  /** The order a guest just placed (the confirmation page's dialog), so the account takes it over. */
  order_id?: string;
}

/** Sign up, tagged with where it was opened (signupSource). The site has no captcha: noCaptcha is sent true. */
export function submitSignup(fields: SignupFields): Promise<boolean> {
  return exclusive(() => {
    const isCheckout = isCheckoutPage(userConfig('pageType'), location.pathname);
    return signup({
      ...fields,
      initiating_action: signupSource($user.get().defaultAuth, isCheckout),
      noCaptcha: true,
      captchaKey: '',
    });
  });
}

/**
 * The press on the provider's button (pointer down, before the click): its SDK starts loading then, not on hover
 * or focus. The provider's script sets its own cookies, so it loads only for a shopper who picks it.
 */
export function prepareSocial(): void {
  loadSocialSdk().catch(() => undefined);
}

/** Social sign-in through the provider's SDK (loaded now, if hovering the button did not already). */
export function submitSocial(receiveNewsletter: boolean): Promise<boolean> {
  return exclusive(async () => (await signInWithSocial(receiveNewsletter)) === 'signed-in');
}

/**
 * Closing the dialog: a running proof of work stops at once (nothing is sent); a request already sent is not
 * taken back, and the dialog stays busy until it answers.
 */
export function closeSignIn(): void {
  running?.abort();
  update({ error: null });
  hideAuth();
}
