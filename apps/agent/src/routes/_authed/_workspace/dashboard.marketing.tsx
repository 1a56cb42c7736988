import { createFileRoute } from '@tanstack/react-router';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { MarketingPage } from '../../../components/workspace/marketing/marketing-page';

/** The marketing kit (docs/product.md §3.4). */
export const Route = createFileRoute('/_authed/_workspace/dashboard/marketing')({
  component: () => (
    <PageContainer>
      <MarketingPage />
    </PageContainer>
  ),
});
