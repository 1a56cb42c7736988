import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@uniguide/client';

import { SettingsPage } from '../../../components/workspace/settings/settings-page';
import { parseSettingsSearch } from '../../../components/workspace/settings/settings-tabs';
import { usePageTitle } from '../../../lib/use-page-title';

export const Route = createFileRoute('/_authed/_workspace/dashboard/settings')({
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
});

function SettingsRoute() {
  const routeUser = Route.useRouteContext({ select: (context) => context.user });
  const user = useSession().data ?? routeUser;
  const { tab = 'profile' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useLingui();
  usePageTitle(t`Account Settings`, t`Manage your profile, password and notification preferences.`);

  return (
    <SettingsPage
      user={user}
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: next === 'profile' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
