import { Trans, useLingui } from '@lingui/react/macro';
import {
  formFailureMessage,
  deferredResolver,
  showServerIssues,
  useRegister,
} from '@uniguide/client';
import type { ZRegisterInput, RegisterInput } from '@uniguide/domain';
import { Button, FormAlert, FormField, Input } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountFields } from './account-fields';

type RegisterFormValues = z.input<typeof ZRegisterInput>;

const FIELDS = [
  'username',
  'password',
  'firstName',
  'lastName',
  'agencyName',
  'country',
  'phoneNumber',
] as const;

/** Agent sign-up (docs/product.md §3 "Auth", §6 "Sign-up"); the account is signed in when it succeeds. */
// The rules (zod and the schema) are fetched when the visitor starts typing, or at the latest on submit.
const loadValidation = () => import('./auth-validation');
const resolver = deferredResolver<RegisterFormValues, unknown, RegisterInput>(
  async () => (await loadValidation()).registerResolver,
);

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useLingui();
  const registration = useRegister();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, ''])) as RegisterFormValues,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess,
      onError: (error) => showServerIssues(error, form.setError, FIELDS),
    });
  });

  return (
    <form
      onSubmit={submit}
      onInput={() => void loadValidation()}
      noValidate
      className="grid gap-5"
      aria-label={t`Sign up`}
    >
      {/* The fallback is the domain's MESSAGES.registrationFailedInline, in the page's language. */}
      <FormAlert
        message={formFailureMessage(
          registration.error,
          t`Registration failed. Please try again.`,
          FIELDS,
        )}
      />
      <FormField id="signup-email" label={t`Email`} error={errors.username?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t`you@agency.com`}
          {...form.register('username')}
        />
      </FormField>
      <AccountFields
        idPrefix="signup"
        register={(name) => form.register(name)}
        errors={errors}
        phonePlaceholder="+971 50 123 4567"
      >
        <FormField id="signup-agency" label={t`Agency Name`} error={errors.agencyName?.message}>
          <Input autoComplete="organization" {...form.register('agencyName')} />
        </FormField>
      </AccountFields>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={registration.isPending}
        pendingLabel={t`Creating account...`}
      >
        <Trans>Sign Up</Trans>
      </Button>
    </form>
  );
}
