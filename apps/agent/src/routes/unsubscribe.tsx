import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { errorMessage, tokenSearch, useTRPC } from '@uniguide/client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@uniguide/ui';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  component: UnsubscribeRoute,
});

/** An e-mail's unsubscribe link: one button, no sign-in (a page load alone changes nothing). */
function UnsubscribeRoute() {
  const { token = '' } = Route.useSearch();
  const { t } = useLingui();
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.notification.unsubscribe.mutationOptions());
  usePageTitle(t`Unsubscribe`, t`Stop notification e-mails.`);
  return (
    <main className="mx-auto grid min-h-svh max-w-md content-center px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>
              <Trans>Unsubscribe</Trans>
            </h1>
          </CardTitle>
          <CardDescription>
            <Trans>Stop these notification e-mails. No sign-in needed.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {unsubscribe.data ? (
            <p role="status">{unsubscribe.data.message}</p>
          ) : (
            <>
              {unsubscribe.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(unsubscribe.error, t`Something went wrong. Please try again.`)}
                </p>
              )}
              <Button
                size="lg"
                pending={unsubscribe.isPending}
                disabled={token.length === 0}
                onClick={() => unsubscribe.mutate({ token })}
              >
                <Trans>Unsubscribe</Trans>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
