import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  errorMessage,
  tokenSearch,
  useSession,
  useTRPC,
  useUpdateSessionUser,
} from '@uniguide/client';

import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@uniguide/ui';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  component: VerifyEmailRoute,
});

/** The page the verification e-mail links to: it confirms the address once, signed in or not. */
function VerifyEmailRoute() {
  const { t } = useLingui();
  const { token = '' } = Route.useSearch();
  const trpc = useTRPC();
  const session = useSession();
  const updateSession = useUpdateSessionUser();
  usePageTitle(t`Verify Your Email`, t`Confirm the e-mail address of your UniGuide account.`);
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: (user) => {
          if (session.data?.id === user.id) updateSession(user);
        },
      },
    );
  }, [token, verify, session.data?.id, updateSession]);

  const signedIn = Boolean(session.data);
  return (
    <main className="mx-auto grid min-h-svh max-w-lg content-center px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">
              <Trans>Verify Your Email</Trans>
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {verify.isSuccess ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              {/* The domain's ACCOUNT_MESSAGES.verified and verifyInvalid, in the page's language. */}
              <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />
              {t`Your email address is verified`}: <bdi>{verify.data.username}</bdi>
            </p>
          ) : verify.isError || !token ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(verify.error, t`This verification link is invalid or has expired`)}
            </p>
          ) : (
            <Spinner label={t`Checking your link`} />
          )}
          {verify.isSuccess || verify.isError || !token ? (
            <Button asChild className="w-fit">
              <Link to={signedIn ? '/dashboard' : '/auth'}>
                {signedIn ? t`Go to your dashboard` : t`Sign in`}
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
