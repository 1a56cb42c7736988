import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch, useTRPC } from '@uniguide/client';

import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@uniguide/ui';

import { JoinForm } from '../components/agency/join-form';
import { BrandLogo } from '../components/public/brand-logo';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/join')({
  validateSearch: tokenSearch,
  component: JoinRoute,
});

/** The page an invite link opens: who invites whom, then the new member's account. */
function JoinRoute() {
  const { token = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(t`Join Your Agency`, t`Accept an invitation to join an agency on UniGuide.`);
  const invitation = useQuery({
    ...trpc.auth.invitation.queryOptions({ token }, { retry: false }),
    enabled: token.length > 0,
  });

  return (
    <main className="mx-auto grid min-h-svh max-w-lg content-center gap-6 px-4 py-10">
      <BrandLogo className="justify-self-center" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">
              <Trans>Join Your Agency</Trans>
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {invitation.data ? (
            <JoinForm
              token={token}
              invitation={invitation.data}
              onJoined={() => void navigate({ to: '/dashboard', replace: true })}
            />
          ) : invitation.isPending && token ? (
            <Spinner label={t`Checking your invitation`} />
          ) : (
            <p role="alert" className="text-sm text-destructive">
              {/* The domain's AGENCY_MESSAGES.inviteInvalid, in the page's language. */}
              <Trans>This invitation link is invalid or has expired</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
