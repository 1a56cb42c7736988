import { Trans, useLingui } from '@lingui/react/macro';
import {
  formFailureMessage,
  showServerIssues,
  useAcceptInvitation,
  zodResolverInPageLanguage,
} from '@uniguide/client';
import { ZAcceptInviteInput, type AcceptInviteInput, type AgencyRole } from '@uniguide/domain';
import { Button, FormAlert } from '@uniguide/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { AccountFields } from '../auth/account-fields';

type JoinValues = z.input<typeof ZAcceptInviteInput>;

const FIELDS = ['firstName', 'lastName', 'password', 'country', 'phoneNumber'] as const;

export interface InvitationSummary {
  email: string;
  agencyName: string;
  agencyRole: AgencyRole;
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
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  const agencyName = invitation.agencyName;
  const email = invitation.email;
  const form = useForm<JoinValues, unknown, AcceptInviteInput>({
    resolver: zodResolverInPageLanguage(ZAcceptInviteInput),
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
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t`Join agency`}>
      <p className="text-sm text-muted-foreground">
        {invitation.agencyRole === 'owner' ? (
          <Trans>
            You are joining{' '}
            <strong className="text-foreground">
              <bdi>{agencyName}</bdi>
            </strong>{' '}
            as owner with the e-mail{' '}
            <strong className="text-foreground">
              <bdi>{email}</bdi>
            </strong>
            .
          </Trans>
        ) : (
          <Trans>
            You are joining{' '}
            <strong className="text-foreground">
              <bdi>{agencyName}</bdi>
            </strong>{' '}
            as counsellor with the e-mail{' '}
            <strong className="text-foreground">
              <bdi>{email}</bdi>
            </strong>
            .
          </Trans>
        )}
      </p>
      <FormAlert
        message={formFailureMessage(accept.error, t`Could not join the agency.`, FIELDS)}
      />
      <AccountFields
        idPrefix="join"
        namesFirst
        register={(name) => form.register(name)}
        errors={errors}
      />
      <Button type="submit" pending={accept.isPending} pendingLabel={t`Joining...`}>
        <Trans>Join Agency</Trans>
      </Button>
    </form>
  );
}
