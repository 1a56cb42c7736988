import { createFileRoute } from '@tanstack/react-router';

import { SharedPage } from '../components/shared-page/shared-page';

/** The student's page, opened from the link the agent sent (docs/product.md §5.10). */
export const Route = createFileRoute('/s/$token')({
  component: SharedRoute,
});

function SharedRoute() {
  const { token } = Route.useParams();
  return <SharedPage token={token} />;
}
