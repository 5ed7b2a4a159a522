import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { $signIn, prepareSocial, submitSocial } from '../../stores/auth/sign-in';
import { SOCIAL_PROVIDER } from '../../stores/auth/social-sign-in';
import type { ViewProps } from './auth-views';
import { FormMessage, Switches } from './form-parts';

/** Sign-up options: e-mail (the sign-up form) or the social provider, whose SDK loads only now. */
export function SignupOptionsView({
  message,
  onSubmitted,
  onSwitch,
}: Pick<ViewProps, 'message' | 'onSubmitted' | 'onSwitch'>) {
  const { busy } = useStore($signIn);
  const [newsletter, setNewsletter] = useState(false);
  const newsletterId = useId();
  return (
    <>
      <div className="auth__form">
        <FormMessage id="auth-options-message" message={message} />
        <Button autoFocus onClick={() => onSwitch('signup')} className="auth__submit">
          Sign up with email
        </Button>
        <Button
          variant="secondary"
          loading={busy}
          className="auth__submit"
          onPointerDown={prepareSocial}
          onClick={() => {
            onSubmitted();
            void submitSocial(newsletter);
          }}
        >
          Continue with {SOCIAL_PROVIDER}
        </Button>
        <label className="auth__check" htmlFor={newsletterId}>
          <input
            id={newsletterId}
            type="checkbox"
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
          Email me recipes, stories and offers
        </label>
      </div>
      <Switches>
        Already a member?{' '}
        <Button variant="link" onClick={() => onSwitch('login')}>
          Log in
        </Button>
      </Switches>
    </>
  );
}
