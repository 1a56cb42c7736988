import { Trans } from '@lingui/react/macro';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '@uniguide/client';
import { ConsoleHeader } from '../components/shell/console-header';
import { ConsoleNav } from '../components/shell/console-nav';

/**
 * Every console page needs an admin session; anyone else is sent to the sign-in page, which brings
 * them back here afterwards. Child routes read the admin from `context.user`.
 */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(sessionQueryOptions(context.trpc));
    if (!user?.isAdmin) {
      throw redirect({
        to: '/sign-in',
        search: location.href === '/' ? {} : { redirect: location.href },
      });
    }
    return { user };
  },
  component: ConsoleLayout,
});

function ConsoleLayout() {
  const user = Route.useRouteContext({ select: (context) => context.user });
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <ConsoleHeader user={user} />
      <ConsoleNav />
      <main id="console-main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
