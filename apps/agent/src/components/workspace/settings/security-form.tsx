import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import {
  errorMessage,
  showServerIssues,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZChangePasswordInput, type ChangePasswordInput } from '@uniguide/domain';
import { Button, FormField, Input, toast } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField } from './current-password-field';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings → Security (docs/product.md §3). The server checks the current password (a wrong one is shown at
 * its field) and signs every other session of the account out.
 */
export function SecurityForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolverInPageLanguage(ZChangePasswordInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const change = useMutation(
    trpc.user.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset(EMPTY);
        toast({
          title: t`Password updated`,
          description: t`Your password has been changed. You have been signed out on all other devices.`,
        });
      },
      onError: (error) => {
        showServerIssues(error, form.setError, FIELDS);
        toast({
          title: t`Password update failed`,
          description: errorMessage(
            error,
            t`Your password could not be changed. Please try again.`,
          ),
          variant: 'destructive',
        });
      },
    }),
  );

  const submit = form.handleSubmit((values) => change.mutate(values));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-md gap-5"
      aria-label={t`Change password`}
    >
      <CurrentPasswordField
        id="security-current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <FormField
        id="security-new-password"
        label={t`New Password`}
        description={t`At least 6 characters.`}
        error={errors.newPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id="security-confirm-password"
        label={t`Confirm New Password`}
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" pending={change.isPending} pendingLabel={t`Updating...`}>
          <Trans>Update Password</Trans>
        </Button>
      </div>
    </form>
  );
}
