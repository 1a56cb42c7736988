import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { displayName, type PublicUser } from '@uniguide/domain';
import { Button, ConfirmAction } from '@uniguide/ui';
import { useUserMutationFeedback } from './use-user-mutation-feedback';

type ToggleUser = Pick<
  PublicUser,
  'id' | 'username' | 'firstName' | 'lastName' | 'role' | 'active'
>;

/**
 * docs/product.md §3 Deactivate/Activate, after a confirmation. Disabled for admin accounts (the server
 * refuses them too). Deactivation signs the user out everywhere at once.
 */
export function ActiveToggle({ user, size = 'sm' }: { user: ToggleUser; size?: 'sm' | 'default' }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const feedback = useUserMutationFeedback();
  const name = displayName(user);
  const setActive = useMutation(
    trpc.admin.user.setActive.mutationOptions({
      onSuccess: (updated) =>
        feedback.succeeded(
          updated.active ? t`User activated` : t`User deactivated`,
          updated.active
            ? t`${name} can sign in again.`
            : t`${name} has been signed out and can no longer sign in.`,
        ),
      onError: (error) => feedback.failed(t`Failed to update user`, error),
    }),
  );
  const deactivating = user.active;
  const label = deactivating ? t`Deactivate` : t`Activate`;
  const username = user.username;

  if (user.role === 'admin') {
    return (
      <Button
        variant="outline"
        size={size}
        disabled
        title={t`Admin accounts cannot be deactivated`}
        aria-label={
          deactivating
            ? t`Deactivate ${name} (not available for admin accounts)`
            : t`Activate ${name} (not available for admin accounts)`
        }
      >
        {label}
      </Button>
    );
  }

  return (
    <ConfirmAction
      label={label}
      variant={deactivating ? 'outline' : 'default'}
      size={size}
      pending={setActive.isPending}
      aria-label={deactivating ? t`Deactivate ${name}` : t`Activate ${name}`}
      className={deactivating ? 'text-destructive hover:text-destructive' : undefined}
      heading={deactivating ? t`Deactivate ${name}?` : t`Activate ${name}?`}
      description={
        deactivating
          ? t`${username} will be signed out everywhere at once and cannot sign in until an admin activates the account again. Their applications stay as they are.`
          : t`${username} will be able to sign in and work on their applications again.`
      }
      confirmVariant={deactivating ? 'destructive' : 'default'}
      onConfirm={() => setActive.mutate({ id: user.id, active: !deactivating })}
    />
  );
}
