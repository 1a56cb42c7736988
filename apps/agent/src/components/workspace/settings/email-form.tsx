import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import {
  errorMessage,
  showServerIssues,
  useTRPC,
  useUpdateSessionUser,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZChangeEmailInput, type ChangeEmailInput, type PublicUser } from '@uniguide/domain';
import { Badge, Button, FormField, Input, toast } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField } from './current-password-field';

const FIELDS = ['email', 'currentPassword'] as const;

/**
 * Settings → Security: a new sign-in e-mail (docs/product.md §3). The current password is required;
 * the new address gets a verification link and the old one is told of the change.
 */
export function EmailForm({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const updateSession = useUpdateSessionUser();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolverInPageLanguage(ZChangeEmailInput),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation(
    trpc.user.changeEmail.mutationOptions({
      onSuccess: (updated) => {
        form.reset({ email: '', currentPassword: '' });
        updateSession(updated);
        // The domain's ACCOUNT_MESSAGES.emailChanged, in the page's language.
        toast({
          title: t`Email updated`,
          description: t`Email address changed. Please verify the new address with the link we sent.`,
        });
      },
      onError: (error) => {
        showServerIssues(error, form.setError, FIELDS);
        toast({
          title: t`Email update failed`,
          description: errorMessage(error, t`Your email could not be changed. Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
      noValidate
      className="grid max-w-md gap-5"
      aria-label={t`Change email`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">
          <Trans>Current email:</Trans>
        </span>
        <strong>
          <bdi>{user.username}</bdi>
        </strong>
        {user.emailVerified ? (
          <Badge variant="success">
            <Trans>Verified</Trans>
          </Badge>
        ) : (
          <Badge variant="warning">
            <Trans>Not verified</Trans>
          </Badge>
        )}
      </p>
      <FormField id="settings-new-email" label={t`New Email`} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <CurrentPasswordField
        id="settings-email-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <div>
        <Button type="submit" pending={change.isPending} pendingLabel={t`Updating...`}>
          <Trans>Update Email</Trans>
        </Button>
      </div>
    </form>
  );
}
