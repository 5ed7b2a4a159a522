import { useStore } from '@nanostores/react';
import { useState } from 'react';
import * as v from 'valibot';
import { useFirstInstance } from '../../shared/use-first-instance';
import { Modal } from '../../shared/ui/modal/modal';
import { $signIn, closeSignIn } from '../../stores/auth/sign-in';
import { $user } from '../../stores/user/user';
import { initialView, reasonText, VIEW_TITLES, type AuthView } from './auth-views';
import { LoginView } from './login-view';
import { SignupOptionsView } from './signup-options-view';
import { SignupView } from './signup-view';

export const authProps = v.object({
  /** The order a guest just placed (an order confirmation page): a sign-up there takes the order over. */
  orderId: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'an order number'))),
});

/**
 * The sign-in dialog: one per page, opened by `showAuth(defaultAuth, callback)` from any widget. Log in, sign
 * up, and the sign-up options (e-mail or the social provider), with links between them. A success closes it
 * (auth-actions.ts runs the pending callback); a failure shows next to the form and in the flash bar.
 */
export function AuthDialog({ orderId }: v.InferOutput<typeof authProps>) {
  const first = useFirstInstance('auth');
  const { showAuth, defaultAuth, notification } = useStore($user);
  const { error } = useStore($signIn);
  const [view, setView] = useState<AuthView>(() => initialView(defaultAuth));
  const [openedFor, setOpenedFor] = useState<string | null>(showAuth ? defaultAuth : null);
  // The e-mail typed in one view is kept in the others, and across closing and opening again.
  const [email, setEmail] = useState('');
  // A failure belongs to the view whose request failed: switching views does not carry it along.
  const [submittedIn, setSubmittedIn] = useState<AuthView | null>(null);

  // Each opening starts at the view its reason asks for.
  const reason = showAuth ? (defaultAuth ?? 'login') : null;
  if (reason !== openedFor) {
    setOpenedFor(reason);
    if (reason !== null) {
      setView(initialView(reason));
      setSubmittedIn(null);
    }
  }

  if (!first) return null;
  const message = submittedIn === view ? (error ?? (notification?.isError ? notification.message : null)) : null;
  const switchTo = (next: AuthView) => setView(next);
  const submitted = () => setSubmittedIn(view);
  const why = reasonText(defaultAuth);
  return (
    <Modal.Root open={showAuth} onOpenChange={(open) => !open && closeSignIn()}>
      <Modal.Content className="auth">
        <Modal.Title>{VIEW_TITLES[view]}</Modal.Title>
        {why && <Modal.Description className="auth__reason">{why}</Modal.Description>}
        {view === 'login' && (
          <LoginView
            key="login"
            email={email}
            onEmail={setEmail}
            message={message}
            onSubmitted={submitted}
            onSwitch={switchTo}
          />
        )}
        {view === 'signup' && (
          <SignupView
            key="signup"
            email={email}
            onEmail={setEmail}
            message={message}
            orderId={orderId}
            onSubmitted={submitted}
            onSwitch={switchTo}
          />
        )}
        {view === 'options' && (
          <SignupOptionsView key="options" message={message} onSubmitted={submitted} onSwitch={switchTo} />
        )}
        <Modal.Close label="Close" />
      </Modal.Content>
    </Modal.Root>
  );
}
