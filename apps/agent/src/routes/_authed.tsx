import {
  createFileRoute,
  Outlet,
  redirect,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { sessionQueryOptions } from '@uniguide/client';
import { SessionCheckError } from '../components/auth/session-check-error';
import { SessionUnavailable } from '../components/auth/session-unavailable';
import { workspaceCatalog } from '../i18n/catalog';
import { ErrorPage } from '../lib/error-page';

/**
 * Guard of every page that needs a signed-in user (docs/product.md §3): a visitor without a session goes to
 * /auth, which brings them back here afterwards. Child routes read the user from `context.user`. The
 * signed-in area's texts load (in parallel with the session check) before any of its pages renders,
 * so none shows English in another language (docs/decisions/075-english-inline.md).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const texts = context.loadCatalog?.(workspaceCatalog);
    const user = await context.queryClient
      .ensureQueryData(sessionQueryOptions(context.trpc))
      .catch((error: unknown) => {
        throw new SessionCheckError(error);
      });
    if (!user) {
      // The redirect does not wait for (nor report) texts the sign-in page does not show.
      texts?.catch(() => undefined);
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
    await texts;
    return { user };
  },
  component: Outlet,
  errorComponent: AuthedError,
});

/** Child pages keep their own error states; only a failed session check is reported as such. */
function AuthedError(props: ErrorComponentProps) {
  const href = Route.useMatch({ select: (match) => match.pathname });
  if (props.error instanceof SessionCheckError) {
    return <SessionUnavailable error={props.error.cause} redirectTo={href} />;
  }
  return <ErrorPage {...props} />;
}
