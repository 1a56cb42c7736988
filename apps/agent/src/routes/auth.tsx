import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { authRedirectTarget, sessionQueryOptions } from '@uniguide/client';
import { AuthPage, type AuthMode } from '../components/auth/auth-page';
import { usePageTitle } from '../lib/use-page-title';

export interface AuthSearch {
  /** The page to open after signing in (validated again before use). */
  redirect?: string;
  /** Which form is open; links such as "Sign Up" or "Become an Agent" open the sign-up form. */
  mode?: AuthMode;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(search.mode === 'signup' || search.mode === 'login' ? { mode: search.mode } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    // The form still works if the session check fails; signing in will report the real problem.
    const user = await context.queryClient
      .ensureQueryData(sessionQueryOptions(context.trpc))
      .catch(() => null);
    if (user) throw redirect({ href: authRedirectTarget(search.redirect), replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const mode = search.mode ?? 'login';

  const { t } = useLingui();
  usePageTitle(
    mode === 'signup' ? t`Become an Agent` : t`Sign In`,
    t`Sign in to your agent account, or sign up free to refer international students to UAE universities and earn commission.`,
  );

  return (
    <AuthPage
      mode={mode}
      onModeChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, mode: next }), replace: true })
      }
      onAuthenticated={() =>
        void navigate({ href: authRedirectTarget(search.redirect), replace: true })
      }
    />
  );
}
