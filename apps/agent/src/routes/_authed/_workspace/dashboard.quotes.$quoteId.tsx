import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { QuotePage } from '../../../components/workspace/students/quotes/quote-page';

/** One quote: its programs' costs, the PDF and the student's link (docs/product.md §5.10). */
export const Route = createFileRoute('/_authed/_workspace/dashboard/quotes/$quoteId')({
  component: QuoteRoute,
});

function QuoteRoute() {
  const { quoteId } = Route.useParams();
  return (
    <PageContainer>
      <QuotePage quoteId={quoteId} />
    </PageContainer>
  );
}
