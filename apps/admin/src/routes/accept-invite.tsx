import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch, useTRPC } from '@uniguide/client';
import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@uniguide/ui';
import { AcceptInviteForm } from '../components/accounts/accept-invite-form';
import { BrandMark } from '@uniguide/ui';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/accept-invite')({
  validateSearch: tokenSearch,
  component: AcceptInvitePage,
});

/** The page an admin invitation e-mail links to: the invitee chooses a name and password. */
function AcceptInvitePage() {
  const { t } = useLingui();
  const { token = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const trpc = useTRPC();
  usePageTitle(t`Accept Invitation`, t`Become an admin of the console.`);
  const invitation = useQuery({
    ...trpc.auth.adminInvitation.queryOptions({ token }, { retry: false }),
    enabled: token.length > 0,
  });
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted px-4 py-10">
      <div className="grid w-full max-w-md gap-6">
        <BrandMark className="size-12 justify-self-center" />
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">
                <Trans>Accept Admin Invitation</Trans>
              </h1>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {invitation.data ? (
              <AcceptInviteForm
                token={token}
                email={invitation.data.email}
                onAccepted={() => void navigate({ to: '/', replace: true })}
              />
            ) : invitation.isPending && token ? (
              <Spinner label={t`Checking your invitation`} />
            ) : (
              <p role="alert" className="text-sm text-destructive">
                {/* The domain's ACCOUNT_MESSAGES.inviteInvalid, in the page's language. */}
                <Trans>This invitation link is invalid or has expired</Trans>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
