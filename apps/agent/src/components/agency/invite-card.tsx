import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import {
  showServerIssues,
  useFormatters,
  useTRPC,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import {
  AGENCY_ROLES,
  INVITE_VALID_DAYS,
  ZInviteMemberInput,
  type InviteMemberInput,
} from '@uniguide/domain';
import { Button, FormField, Input, NativeSelect, SectionCard, toast } from '@uniguide/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { AGENCY_ROLE_MESSAGES } from './member-parts';
import { useFailed, useRefreshAgency } from './use-agency';

/**
 * The owner invites by e-mail: the single-use link is e-mailed (or, with no mail server, held in the
 * Outbox, which the card says) and also shown to copy.
 */
export function InviteCard() {
  const { t } = useLingui();
  const format = useFormatters();
  const failed = useFailed();
  const validDays = format.count(INVITE_VALID_DAYS);
  /** No mail server is set: the invitation e-mail waits in the Outbox instead of going out. */
  const heldText = (email: string) =>
    t`No e-mail has gone to ${email} yet: without a mail server it waits in the Outbox.`;
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const [sent, setSent] = useState<{ link: string; email: string; emailed: boolean } | null>(null);
  const form = useForm<z.input<typeof ZInviteMemberInput>, unknown, InviteMemberInput>({
    resolver: zodResolverInPageLanguage(ZInviteMemberInput),
    defaultValues: { email: '', agencyRole: 'counsellor' },
  });
  const invite = useMutation(
    trpc.agency.invite.mutationOptions({
      onSuccess: (result) => {
        setSent(result);
        form.reset({ email: '', agencyRole: 'counsellor' });
        const email = result.email;
        const held = heldText(email);
        toast(
          result.emailed
            ? {
                title: t`Invitation sent`,
                description: t`We e-mailed the link to ${email}; you can also copy it below.`,
              }
            : {
                title: t`Invitation created`,
                description: t`${held} Copy the link below and send it yourself.`,
              },
        );
        void refresh();
      },
      onError: (error) => {
        showServerIssues(error, form.setError, ['email', 'agencyRole']);
        failed(t`Invitation failed`)(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => invite.mutate(values));
  return (
    <SectionCard
      className="gap-6"
      titleClassName="text-lg"
      contentClassName="grid gap-4"
      title={<Trans>Invite a Member</Trans>}
      description={
        <Trans>
          A link for the address you enter, e-mailed when a mail server is set (you can always copy
          it). It works once, for {validDays} days, for that address only.
        </Trans>
      }
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t`Invite a member`}
      >
        <FormField
          id="invite-email"
          label={t`Email`}
          error={form.formState.errors.email?.message}
          className="min-w-64 flex-1"
        >
          <Input type="email" placeholder={t`colleague@agency.com`} {...form.register('email')} />
        </FormField>
        <FormField id="invite-role" label={t`Role`}>
          <NativeSelect className="min-w-36" {...form.register('agencyRole')}>
            {AGENCY_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(AGENCY_ROLE_MESSAGES[role])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          <Trans>Send Invite</Trans>
        </Button>
      </form>
      {sent ? (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
          <p className="text-sm font-medium">
            <Trans>Invitation link</Trans>
          </p>
          {sent.emailed ? null : (
            <p className="text-sm text-muted-foreground">
              {t`${heldText(sent.email)} Send this link to them yourself.`}
            </p>
          )}
          <div className="flex gap-2">
            <Input
              readOnly
              value={sent.link}
              aria-label={t`Invitation link`}
              data-testid="invite-link"
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(sent.link)}
            >
              <Trans>Copy</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </SectionCard>
  );
}
