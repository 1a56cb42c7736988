import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  errorMessage,
  tokenSearch,
  useSession,
  useTRPC,
  useUpdateSessionUser,
} from '@uniguide/client';
import { ACCOUNT_MESSAGES } from '@uniguide/domain';
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
  const { token = '' } = Route.useSearch();
  const trpc = useTRPC();
  const session = useSession();
  const updateSession = useUpdateSessionUser();
  usePageTitle('Verify Your Email', 'Confirm the e-mail address of your UniGuide account.');
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
            <h1 className="text-2xl">Verify Your Email</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {verify.isSuccess ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />
              {ACCOUNT_MESSAGES.verified}: {verify.data.username}
            </p>
          ) : verify.isError || !token ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(verify.error, ACCOUNT_MESSAGES.verifyInvalid)}
            </p>
          ) : (
            <Spinner label="Checking your link" />
          )}
          {verify.isSuccess || verify.isError || !token ? (
            <Button asChild className="w-fit">
              <Link to={signedIn ? '/dashboard' : '/auth'}>
                {signedIn ? 'Go to your dashboard' : 'Sign in'}
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
