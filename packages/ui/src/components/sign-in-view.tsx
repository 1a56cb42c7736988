import { Trans, useLingui } from '@lingui/react/macro';
import { Slot } from 'radix-ui';
import type { FormEventHandler, ReactElement } from 'react';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';
import { AuthEmailField, type PasswordResetInput } from './auth-email-field';
import { AuthSubmitButton } from './auth-submit-button';

export interface SignInViewProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Runs on the first keystroke (the client loads the form's rules then). */
  onInput?: FormEventHandler<HTMLFormElement>;
  /** The message above the form, or null (the client's `formFailureMessage`). */
  failure: string | null;
  email: PasswordResetInput;
  password: PasswordResetInput;
  pending: boolean;
  /** The app's router link to its "Forgot password?" page; styled here. */
  forgotPasswordLink: ReactElement;
  /** The form's accessible name. */
  label: string;
  /** Prefix of the inputs' ids, so two sign-in forms on one page never share ids. */
  idPrefix: string;
  /** What the e-mail input adds in one app (a placeholder, autofocus). */
  emailExtras?: InputProps;
}

/**
 * E-mail and password sign-in in either app (docs/product.md §3 "Auth"), fed by the client's
 * `useSignInForm(onSuccess)`: errors show at the fields and inline.
 */
export function SignInView({
  onSubmit,
  onInput,
  failure,
  email,
  password,
  pending,
  forgotPasswordLink,
  label,
  idPrefix,
  emailExtras,
}: SignInViewProps) {
  const { t } = useLingui();
  return (
    <form
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      className="grid gap-5"
      aria-label={label}
    >
      <FormAlert message={failure} />
      <AuthEmailField id={`${idPrefix}-email`} email={email} extras={emailExtras} />
      <FormField id={`${idPrefix}-password`} label={t`Password`} error={password.error}>
        <Input type="password" autoComplete="current-password" {...password.input} />
      </FormField>
      <Slot.Root className="-mt-3 justify-self-end rounded-sm text-sm text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {forgotPasswordLink}
      </Slot.Root>
      <AuthSubmitButton pending={pending} pendingLabel={t`Signing in...`}>
        <Trans>Sign In</Trans>
      </AuthSubmitButton>
    </form>
  );
}
