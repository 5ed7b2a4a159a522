import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/text-input/text-input';
import { $signIn, submitLogin } from '../../stores/auth/sign-in';
import type { ViewProps } from './auth-views';
import { Checkbox, FormMessage, ProofProgress, readForm, Switches, type FieldErrors } from './form-parts';

/** Log in: email, password, the one-time code some accounts need, and remember me. */
export function LoginView({ email, onEmail, message, onSubmitted, onSwitch }: ViewProps) {
  const { busy } = useStore($signIn);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <>
      <form
        className="auth__form"
        noValidate
        aria-describedby="auth-login-message"
        onSubmit={(event) => {
          const form = readForm(event, ['email', 'password', 'otp_token'], ['email', 'password']);
          setErrors(form.errors);
          if (!form.ok) return;
          onSubmitted();
          void submitLogin({
            ...form.values,
            email: form.values.email.trim(),
            otp_token: form.values.otp_token.trim(),
            remember_me: form.checked('remember_me'),
          });
        }}
      >
        <FormMessage id="auth-login-message" message={message} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={onEmail}
          error={errors.email}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <TextInput
          label="One-time code"
          name="otp_token"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="Only if your account asks for one."
        />
        <Checkbox name="remember_me" label="Remember me" defaultChecked />
        <ProofProgress />
        <Button type="submit" loading={busy} className="auth__submit">
          Log In
        </Button>
      </form>
      <Switches>
        New here?{' '}
        <Button variant="link" onClick={() => onSwitch('options')}>
          Sign up
        </Button>
      </Switches>
    </>
  );
}
