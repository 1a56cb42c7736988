import { createFileRoute, redirect } from '@tanstack/react-router';

/** The public header's "Profile Settings" item points here; settings live in the dashboard. */
export const Route = createFileRoute('/_authed/profile')({
  beforeLoad: () => {
    throw redirect({ href: '/dashboard/settings', replace: true });
  },
});
