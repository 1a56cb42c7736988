import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { displayName, type PublicUser } from '@uniguide/domain';
import { Button, ConfirmAction } from '@uniguide/ui';
import { ShieldIcon, ShieldOffIcon } from 'lucide-react';
import { useUserMutationFeedback } from './use-user-mutation-feedback';

type RoleUser = Pick<PublicUser, 'id' | 'username' | 'firstName' | 'lastName' | 'role'>;

/**
 * "Make admin" / "Remove admin", after a confirmation (audited on the server). An admin cannot change
 * their own role, so the console always keeps at least one admin.
 */
export function RoleToggle({ user, currentUserId }: { user: RoleUser; currentUserId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const feedback = useUserMutationFeedback();
  const name = displayName(user);
  const promoting = user.role !== 'admin';
  const setRole = useMutation(
    trpc.admin.user.setRole.mutationOptions({
      onSuccess: (updated) =>
        feedback.succeeded(
          updated.role === 'admin' ? t`Admin access granted` : t`Admin access removed`,
          updated.role === 'admin'
            ? t`${name} can now use the admin console.`
            : t`${name} is an agent again.`,
        ),
      onError: (error) => feedback.failed(t`Failed to change role`, error),
    }),
  );
  const label = promoting ? t`Make admin` : t`Remove admin`;
  const username = user.username;
  const Icon = promoting ? ShieldIcon : ShieldOffIcon;

  if (user.id === currentUserId) {
    return (
      <Button variant="outline" disabled title={t`You cannot change your own role`}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    );
  }

  return (
    <ConfirmAction
      label={label}
      icon={Icon}
      variant="outline"
      pending={setRole.isPending}
      heading={promoting ? t`Make ${name} an admin?` : t`Remove admin access from ${name}?`}
      description={
        promoting
          ? t`${username} will see every application, every user and the audit log, and can change statuses and accounts. Admin accounts cannot be deactivated.`
          : t`${username} will become an agent: they keep their own applications but lose access to the admin console.`
      }
      confirmVariant={promoting ? 'default' : 'destructive'}
      onConfirm={() => setRole.mutate({ id: user.id, role: promoting ? 'admin' : 'agent' })}
    />
  );
}
