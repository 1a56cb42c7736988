import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

import { AgencyPage } from '../../../components/agency/agency-page';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { usePageTitle } from '../../../lib/use-page-title';

/** The agent's agency: members and roles; owners also manage invites, reassignment and splits. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/agency')({
  component: AgencyRoute,
});

function AgencyRoute() {
  const { t } = useLingui();
  usePageTitle(t`Agency`, t`Your agency, its members and their roles.`);
  return (
    <PageContainer>
      <AgencyPage />
    </PageContainer>
  );
}
