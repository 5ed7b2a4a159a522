import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/text-input/text-input';
import { $signIn, submitSignup } from '../../stores/auth/sign-in';
import type { ViewProps } from './auth-views';
import { Checkbox, FormMessage, readForm, Switches, type FieldErrors } from './form-parts';

/** Sign up with e-mail: username, email, password and the newsletter choice. */
export function SignupView({
  email,
  onEmail,
  message,
  orderId,
  onSubmitted,
  onSwitch,
}: ViewProps & { orderId: string | undefined }) {
  const { busy } = useStore($signIn);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <>
      <form
        className="auth__form"
        noValidate
        aria-describedby="auth-signup-message"
        onSubmit={(event) => {
          const form = readForm(event, ['login', 'email', 'password'], ['login', 'email', 'password']);
          setErrors(form.errors);
          if (!form.ok) return;
          onSubmitted();
          void submitSignup({
            login: form.values.login.trim(),
            email: form.values.email.trim(),
            password: form.values.password,
            receive_newsletter: form.checked('receive_newsletter'),
            ...(orderId ? { order_id: orderId } : {}),
          });
        }}
      >
        <FormMessage id="auth-signup-message" message={message} />
        <TextInput label="Username" name="login" autoComplete="username" required autoFocus error={errors.login} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={onEmail}
          error={errors.email}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.password}
        />
        <Checkbox name="receive_newsletter" label="Email me recipes, stories and offers" />
        <Button type="submit" loading={busy} className="auth__submit">
          Sign Up
        </Button>
      </form>
      <Switches>
        Already a member?{' '}
        <Button variant="link" onClick={() => onSwitch('login')}>
          Log in
        </Button>
        <span aria-hidden="true"> · </span>
        <Button variant="link" onClick={() => onSwitch('options')}>
          Other ways to sign up
        </Button>
      </Switches>
    </>
  );
}
