import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { agentOrigin, authRedirectTarget, sessionQueryOptions, useSession } from '@uniguide/client';
import { BRAND } from '@uniguide/domain';
import { AuthCard } from '@uniguide/ui';
import { SignInForm } from '../components/sign-in-form';
import { usePageTitle } from '../lib/use-page-title';

interface SignInSearch {
  /** The console page to open afterwards (validated again before use). */
  redirect?: string;
}

const ADMIN_REDIRECT = { fallback: '/', loginPath: '/sign-in' } as const;

// Only an agent whose shared-domain cookie reaches the console sees this notice; nobody else loads it.
const SignedInAsAgent = lazy(() =>
  import('../components/signed-in-as-agent').then((module) => ({
    default: module.SignedInAsAgent,
  })),
);

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, search }) => {
    // The form still works if the session check fails; signing in will report the real problem.
    const user = await context.queryClient
      .ensureQueryData(sessionQueryOptions(context.trpc))
      .catch(() => null);
    if (user?.isAdmin) {
      throw redirect({ href: authRedirectTarget(search.redirect, ADMIN_REDIRECT), replace: true });
    }
  },
  component: SignInPage,
});

function SignInPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const agentPortal = agentOrigin();
  const brand = BRAND.name;
  usePageTitle(t`Sign In`, t`Sign in to the ${brand} admin console.`);

  return (
    <AuthCard
      title={t`Admin Console`}
      description={t`Sign in with an administrator account.`}
      below={
        <p className="mt-6 text-center text-sm text-muted-foreground">
          <Trans>
            Not an administrator?{' '}
            <a
              href={`${agentPortal}/auth`}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Go to the agent portal
            </a>
          </Trans>
        </p>
      }
    >
      <div className="grid gap-5">
        {session.data && !session.data.isAdmin ? (
          <Suspense fallback={null}>
            <SignedInAsAgent user={session.data} agentPortal={`${agentPortal}/dashboard`} />
          </Suspense>
        ) : null}
        <SignInForm
          onSuccess={() =>
            void navigate({
              href: authRedirectTarget(search.redirect, ADMIN_REDIRECT),
              replace: true,
            })
          }
        />
      </div>
    </AuthCard>
  );
}
