import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSession } from '@uniguide/client';

import { WorkspaceLayout } from '../../components/workspace/layout/workspace-layout';

/**
 * The dashboard layout (docs/product.md §3): sidebar, header with notifications and account menu, and the
 * signed-in pages (/dashboard/*, /apply/{id}) in its outlet. The `_authed` guard runs first.
 */
export const Route = createFileRoute('/_authed/_workspace')({
  component: WorkspaceRoute,
});

function WorkspaceRoute() {
  const routeUser = Route.useRouteContext({ select: (context) => context.user });
  // The live session (the guard's copy is a snapshot), so a saved profile shows at once.
  const user = useSession().data ?? routeUser;
  return (
    <WorkspaceLayout user={user}>
      <Outlet />
    </WorkspaceLayout>
  );
}
