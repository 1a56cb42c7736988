import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  useDateFormatters,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZAdminInviteInput, type AdminInviteInput } from '@uniguide/domain';
import { Button, FormField, Input, RevokeInviteButton, toast, SectionCard } from '@uniguide/ui';
import { MailPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../common/form-dialog';

/** "Invite admin": the link goes by e-mail only, so the invitee sets their own password. */
export function InviteAdminButton() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<AdminInviteInput>({
    resolver: zodResolverInPageLanguage(ZAdminInviteInput),
    defaultValues: { email: '' },
  });
  const invite = useMutation(
    trpc.admin.invite.create.mutationOptions({
      onSuccess: (created) => {
        const createdEmail = created.email;
        toast({
          title: t`Invitation sent`,
          description: t`${createdEmail} has 7 days to accept the link we e-mailed.`,
        });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.invite.pathKey() });
        form.reset({ email: '' });
        setOpen(false);
      },
      onError: (error) =>
        form.setError('email', { message: errorMessage(error, t`The invitation was not sent.`) }),
    }),
  );
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <MailPlusIcon aria-hidden="true" />
        <Trans>Invite admin</Trans>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Invite an admin`}
        description={t`We e-mail a single-use link, valid for 7 days. The new admin chooses their own password.`}
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        pending={invite.isPending}
        submitLabel={t`Send invitation`}
      >
        <FormField
          id="invite-admin-email"
          label={t`Email`}
          error={form.formState.errors.email?.message}
        >
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
      </FormDialog>
    </>
  );
}

/** Invitations not yet accepted, each revocable; hidden when there are none. */
export function AdminInvitesCard() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invites = useQuery(trpc.admin.invite.list.queryOptions());
  const dates = useDateFormatters();
  const revoke = useMutation(
    trpc.admin.invite.revoke.mutationOptions({
      onSuccess: () => {
        toast({ title: t`Invitation revoked` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.invite.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`Could not revoke the invitation`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <SectionCard title={t`Admin invitations`} description={t`Sent, not yet accepted.`}>
      <ul className="divide-y" aria-label={t`Admin invitations`}>
        {invites.data.map((invite) => (
          <li
            key={invite.id}
            className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium wrap-anywhere" dir="auto">
                {invite.email}
              </span>
              <span className="text-sm text-muted-foreground">
                {invite.invitedBy ? (
                  <Trans>
                    Expires {dates.dashboardDate(invite.expiresAt)} · invited by{' '}
                    <bdi>{invite.invitedBy}</bdi>
                  </Trans>
                ) : (
                  <Trans>Expires {dates.dashboardDate(invite.expiresAt)}</Trans>
                )}
              </span>
            </div>
            <RevokeInviteButton invite={invite} revoke={revoke} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
