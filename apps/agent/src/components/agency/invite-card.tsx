import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { showServerIssues, useTRPC } from '@uniguide/client';
import {
  AGENCY_ROLE_LABELS,
  AGENCY_ROLES,
  INVITE_VALID_DAYS,
  ZInviteMemberInput,
  type InviteMemberInput,
} from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  NativeSelect,
  toast,
} from '@uniguide/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { failed, useRefreshAgency } from './use-agency';

/** No mail server is set: the invitation e-mail waits in the Outbox instead of going out. */
function heldText(email: string): string {
  return `No e-mail has gone to ${email} yet: without a mail server it waits in the Outbox.`;
}

/**
 * The owner invites by e-mail: the single-use link is e-mailed (or, with no mail server, held in the
 * Outbox, which the card says) and also shown to copy.
 */
export function InviteCard() {
  const trpc = useTRPC();
  const refresh = useRefreshAgency();
  const [sent, setSent] = useState<{ link: string; email: string; emailed: boolean } | null>(null);
  const form = useForm<z.input<typeof ZInviteMemberInput>, unknown, InviteMemberInput>({
    resolver: zodResolver(ZInviteMemberInput),
    defaultValues: { email: '', agencyRole: 'counsellor' },
  });
  const invite = useMutation(
    trpc.agency.invite.mutationOptions({
      onSuccess: (result) => {
        setSent(result);
        form.reset({ email: '', agencyRole: 'counsellor' });
        toast(
          result.emailed
            ? {
                title: 'Invitation sent',
                description: `We e-mailed the link to ${result.email}; you can also copy it below.`,
              }
            : {
                title: 'Invitation created',
                description: `${heldText(result.email)} Copy the link below and send it yourself.`,
              },
        );
        void refresh();
      },
      onError: (error) => {
        showServerIssues(error, form.setError, ['email', 'agencyRole']);
        failed('Invitation failed')(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => invite.mutate(values));
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Invite a Member</h2>
        </CardTitle>
        <CardDescription>
          A link for the address you enter, e-mailed when a mail server is set (you can always copy
          it). It works once, for {INVITE_VALID_DAYS} days, for that address only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-end gap-3"
          aria-label="Invite a member"
        >
          <FormField
            id="invite-email"
            label="Email"
            error={form.formState.errors.email?.message}
            className="min-w-64 flex-1"
          >
            <Input type="email" placeholder="colleague@agency.com" {...form.register('email')} />
          </FormField>
          <FormField id="invite-role" label="Role">
            <NativeSelect className="min-w-36" {...form.register('agencyRole')}>
              {AGENCY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {AGENCY_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" disabled={invite.isPending}>
            Send Invite
          </Button>
        </form>
        {sent ? (
          <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
            <p className="text-sm font-medium">Invitation link</p>
            {sent.emailed ? null : (
              <p className="text-sm text-muted-foreground">
                {heldText(sent.email)} Send this link to them yourself.
              </p>
            )}
            <div className="flex gap-2">
              <Input
                readOnly
                value={sent.link}
                aria-label="Invitation link"
                data-testid="invite-link"
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void navigator.clipboard?.writeText(sent.link)}
              >
                Copy
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
