import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/workspace/applications/shared/page-container';
import { VisaChecklistPage } from '../../../components/workspace/visa/visa-checklist-page';

interface VisaChecklistSearch {
  country?: string;
}

/**
 * Forgiving: anything but two letters is dropped. Whether they name a country the server says (the
 * country names stay out of the route tree, docs/decisions/044-nationality-as-country.md).
 */
function parseSearch(search: Record<string, unknown>): VisaChecklistSearch {
  const country = typeof search.country === 'string' ? search.country.toUpperCase() : '';
  return /^[A-Z]{2}$/.test(country) ? { country } : {};
}

/** The visa checklist by nationality (docs/product.md §5.9); the chosen country is in the URL. */
export const Route = createFileRoute('/_authed/_workspace/dashboard/visa-checklist')({
  validateSearch: parseSearch,
  component: VisaChecklistRoute,
});

function VisaChecklistRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageContainer>
      <VisaChecklistPage
        country={search.country}
        onCountryChange={(country) => void navigate({ search: country ? { country } : {} })}
      />
    </PageContainer>
  );
}
