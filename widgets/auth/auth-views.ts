// The dialog's three views and which one a reason opens (showAuth's defaultAuth).

export type AuthView = 'login' | 'signup' | 'options';

/** 'signup' opens the sign-up form, 'signup-options' the choice of e-mail or the provider; any other reason
 * ('login', 'save', 'cart', 'checkout' ...) the login form, which links to the other two. */
export function initialView(defaultAuth: string | null): AuthView {
  if (defaultAuth === 'signup') return 'signup';
  if (defaultAuth === 'signup-options') return 'options';
  return 'login';
}

export const VIEW_TITLES: Record<AuthView, string> = {
  login: 'Log In',
  signup: 'Sign Up',
  options: 'Create an Account',
};

/** A line under the title saying why the dialog opened, when another widget opened it for an action. */
export function reasonText(defaultAuth: string | null): string | null {
  if (defaultAuth === 'save') return 'Log in or sign up to save to your collections.';
  if (defaultAuth === 'cart' || defaultAuth === 'checkout') return 'Log in or sign up to check out faster.';
  return null;
}

/** What each view gets from the dialog. */
export interface ViewProps {
  /** The e-mail, kept across views. */
  email: string;
  onEmail: (email: string) => void;
  /** The last request's failure, when it was this view's. */
  message: string | null;
  /** Called as the view sends a request: a failure then belongs to it. */
  onSubmitted: () => void;
  onSwitch: (view: AuthView) => void;
}
