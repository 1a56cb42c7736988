import { createFileRoute } from '@tanstack/react-router';
import { PayoutsPage } from '../../components/commissions/payouts-page';
import { parsePayoutsSearch } from '../../components/commissions/payouts-search';

/** The unpaid commissions, soonest payout first; search and page live in the address bar. */
export const Route = createFileRoute('/_console/commissions/payouts')({
  validateSearch: parsePayoutsSearch,
  component: PayoutsRoute,
});

function PayoutsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PayoutsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
