import type { FormEventHandler } from 'react';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';
import { PasswordResetDone } from './password-reset-done';

/** One input of a password-reset form: its props (react-hook-form's `register(…)`) and its error. */
export interface PasswordResetInput {
  input: InputProps;
  error?: string;
}

export interface ForgotPasswordViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message above the form, or null (the client's `formFailureMessage`). */
  failure: string | null;
  email: PasswordResetInput;
  pending: boolean;
  /** The server's answer; shown instead of the form once it came. */
  done?: string;
  /** What the e-mail input adds in one app (a placeholder, autofocus). */
  emailExtras?: InputProps;
}

/**
 * "Forgot password?" in either app, fed by the client's `useForgotPasswordForm()`: the same answer
 * whether or not the address has an account.
 */
export function ForgotPasswordView({
  onSubmit,
  failure,
  email,
  pending,
  done,
  emailExtras,
}: ForgotPasswordViewProps) {
  if (done !== undefined) return <PasswordResetDone message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset your password">
      <FormAlert message={failure} />
      <FormField id="forgot-email" label="Email" error={email.error}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          {...emailExtras}
          {...email.input}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel="Sending..."
      >
        Send Reset Link
      </Button>
    </form>
  );
}
