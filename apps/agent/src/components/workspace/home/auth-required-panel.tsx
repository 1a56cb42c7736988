import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { LockKeyholeIcon } from 'lucide-react';
import { PRODUCT_TEXTS } from '../common/product-texts';

/**
 * docs/product.md §3: when the dashboard cannot load, it shows "Authentication Required" with "Go to Login".
 * The cached session is dropped first, so the sign-in page asks the server again instead of
 * trusting a session that may have just expired (and bouncing straight back here).
 */
export function AuthRequiredPanel({
  error,
  redirectTo,
  onRetry,
}: {
  error: unknown;
  redirectTo: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signedOut = errorStatus(error) === 401;
  const detail = signedOut ? '' : errorMessage(error, '');

  return (
    <section
      aria-labelledby="auth-required-title"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <div className="mb-6 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyholeIcon aria-hidden="true" className="size-6" />
      </div>
      <h1 id="auth-required-title" className="text-2xl font-semibold tracking-tight">
        {t(PRODUCT_TEXTS.authRequired)}
      </h1>
      <p className="mt-3 text-muted-foreground">{t(PRODUCT_TEXTS.authRequiredDescription)}</p>
      {detail ? (
        <p role="alert" className="mt-2 text-sm text-muted-foreground">
          {detail}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link
            to="/auth"
            search={{ redirect: redirectTo }}
            onClick={() => queryClient.removeQueries({ queryKey: trpc.auth.me.queryKey() })}
          >
            <Trans>Go to Login</Trans>
          </Link>
        </Button>
        {onRetry && !signedOut ? (
          <Button variant="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
