import { useLingui } from '@lingui/react/macro';
import { FormField, Input } from '@uniguide/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** "Current Password", which every change of a sign-in detail asks for first. */
export function CurrentPasswordField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <FormField id={id} label={t`Current Password`} error={error}>
      <Input type="password" autoComplete="current-password" {...registration} />
    </FormField>
  );
}
