import { createFileRoute } from '@tanstack/react-router';
import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { OnboardingPage } from '../../../components/workspace/onboarding/onboarding-page';

/** Onboarding with a regional expert (docs/product.md §5.11). */
export const Route = createFileRoute('/_authed/_workspace/dashboard/onboarding')({
  component: () => (
    <PageContainer>
      <OnboardingPage />
    </PageContainer>
  ),
});
