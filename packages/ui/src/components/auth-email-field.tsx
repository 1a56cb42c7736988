import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field';
import { Input, type InputProps } from './input';

/** One input of a password-reset form: its props (react-hook-form's `register(…)`) and its error. */
export interface PasswordResetInput {
  input: InputProps;
  error?: string;
}

/** The e-mail field of the sign-in and password-reset forms (the address is the username). */
export function AuthEmailField({
  id,
  email,
  extras,
}: {
  id: string;
  email: PasswordResetInput;
  /** What the input adds in one app (a placeholder, autofocus). */
  extras?: InputProps;
}) {
  const { t } = useLingui();
  return (
    <FormField id={id} label={t`Email`} error={email.error}>
      <Input type="email" autoComplete="username" inputMode="email" {...extras} {...email.input} />
    </FormField>
  );
}
