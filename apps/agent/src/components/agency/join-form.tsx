import { zodResolver } from '@hookform/resolvers/zod';
import { formFailureMessage, showServerIssues, useAcceptInvitation } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, ZAcceptInviteInput, type AcceptInviteInput } from '@uniguide/domain';
import { Button, FormAlert } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { AccountFields } from '../auth/account-fields';

type JoinValues = z.input<typeof ZAcceptInviteInput>;

const FIELDS = ['firstName', 'lastName', 'password', 'country', 'phoneNumber'] as const;

export interface InvitationSummary {
  email: string;
  agencyName: string;
  agencyRole: keyof typeof AGENCY_ROLE_LABELS;
}

/** The invited person's account: the e-mail and agency come from the invite itself. */
export function JoinForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: InvitationSummary;
  onJoined: () => void;
}) {
  const accept = useAcceptInvitation();
  const form = useForm<JoinValues, unknown, AcceptInviteInput>({
    resolver: zodResolver(ZAcceptInviteInput),
    defaultValues: {
      token,
      password: '',
      firstName: '',
      lastName: '',
      country: '',
      phoneNumber: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: onJoined,
      onError: (error) => showServerIssues(error, form.setError, FIELDS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Join agency">
      <p className="text-sm text-muted-foreground">
        You are joining <strong className="text-foreground">{invitation.agencyName}</strong> as{' '}
        {AGENCY_ROLE_LABELS[invitation.agencyRole].toLowerCase()} with the e-mail{' '}
        <strong className="text-foreground">{invitation.email}</strong>.
      </p>
      <FormAlert message={formFailureMessage(accept.error, 'Could not join the agency.', FIELDS)} />
      <AccountFields
        idPrefix="join"
        namesFirst
        register={(name) => form.register(name)}
        errors={errors}
      />
      <Button type="submit" pending={accept.isPending} pendingLabel="Joining...">
        Join Agency
      </Button>
    </form>
  );
}
