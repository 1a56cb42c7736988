import { Trans, useLingui } from '@lingui/react/macro';
import {
  errorIssues,
  errorMessage,
  useAcceptAdminInvitation,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZAcceptAdminInviteInput, type AcceptAdminInviteInput } from '@uniguide/domain';
import { Button, FormField, Input } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Values = z.input<typeof ZAcceptAdminInviteInput>;
const FIELDS = ['password', 'firstName', 'lastName'] as const;

/** The invited admin's account: the e-mail is the invitation's, the password their own. */
export function AcceptInviteForm({
  token,
  email,
  onAccepted,
}: {
  token: string;
  email: string;
  onAccepted: () => void;
}) {
  const { t } = useLingui();
  const accept = useAcceptAdminInvitation();
  const form = useForm<Values, unknown, AcceptAdminInviteInput>({
    resolver: zodResolverInPageLanguage(ZAcceptAdminInviteInput),
    defaultValues: { token, password: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: onAccepted,
      onError: (error) => {
        for (const issue of errorIssues(error)) {
          const field = FIELDS.find((name) => name === issue.path);
          if (field) form.setError(field, { message: issue.message });
        }
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t`Accept invitation`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          You are joining the admin console as{' '}
          <strong className="text-foreground wrap-anywhere">
            <bdi>{email}</bdi>
          </strong>
          .
        </Trans>
      </p>
      {accept.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(accept.error, t`The invitation could not be accepted.`)}
        </p>
      ) : null}
      <FormField id="accept-first-name" label={t`First Name`} error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <FormField id="accept-last-name" label={t`Last Name`} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </FormField>
      <FormField
        id="accept-password"
        label={t`Password`}
        description={t`At least 6 characters.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" pending={accept.isPending}>
        <Trans>Create admin account</Trans>
      </Button>
    </form>
  );
}
