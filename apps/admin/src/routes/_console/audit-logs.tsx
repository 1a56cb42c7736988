import { createFileRoute } from '@tanstack/react-router';
import { AuditLogsPage } from '../../components/audit/audit-logs-page';
import { parseAuditSearch } from '../../components/audit/audit-search';

/** docs/product.md §3 "Audit Logs": search, type and page live in the address bar. */
export const Route = createFileRoute('/_console/audit-logs')({
  validateSearch: parseAuditSearch,
  component: AuditLogsRoute,
});

function AuditLogsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
