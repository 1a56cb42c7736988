import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { AGENCY_ROLE_LABELS, formatAedFils } from '@uniguide/domain';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@uniguide/ui';

import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { AgencyActiveToggle } from './agency-active-toggle';
import type { AgenciesSearch } from './agencies-search';

/** Agencies with their members and roles, status, application counts and earnings. */
export function AgenciesPage({
  search,
  onSearchChange,
}: {
  search: AgenciesSearch;
  onSearchChange: (next: AgenciesSearch) => void;
}) {
  const trpc = useTRPC();
  usePageTitle('Agencies', 'Agencies, their members and roles, applications and earnings.');
  const list = useQuery({
    ...trpc.admin.agency.list.queryOptions(
      { search: search.search ?? '', page: search.page ?? 1, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <ConsolePage
      title="Agencies"
      description="Every agency, newest first. Deactivating one signs all its members out."
    >
      <SearchInput
        id="agencies-search"
        label="Search"
        placeholder="Agency name or member e-mail"
        value={search.search ?? ''}
        onSearch={(text) => onSearchChange({ search: text || undefined })}
        className="md:max-w-md"
      />
      <PagedListCard
        query={list}
        failedTitle="The agencies could not be loaded."
        loadingLabel="Loading agencies…"
        skeletonRows={6}
        noun="agencies"
        onPageChange={(page) => onSearchChange({ ...search, page })}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Agency</TableHead>
                  <TableHead>Members</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Applications</TableHead>
                  <TableHead className="text-right">Earned</TableHead>
                  <TableHead className="text-right">Paid</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((agency) => (
                  <TableRow key={agency.id} data-testid={`agency-${agency.id}`}>
                    <TableCell>
                      <div className="font-medium">{agency.name}</div>
                      <div className="text-xs text-muted-foreground">No. {agency.id}</div>
                    </TableCell>
                    <TableCell>
                      <ul className="grid gap-0.5 text-sm">
                        {agency.members.map((member) => (
                          <li
                            key={member.id}
                            className={member.active ? '' : 'text-muted-foreground line-through'}
                          >
                            {member.name} · {AGENCY_ROLE_LABELS[member.agencyRole]}
                          </li>
                        ))}
                      </ul>
                    </TableCell>
                    <TableCell>
                      <Badge variant={agency.active ? 'success' : 'secondary'}>
                        {agency.active ? 'Active' : 'Inactive'}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {agency.applicationCount}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatAedFils(agency.earnedFils)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatAedFils(agency.paidFils)}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap items-center gap-2">
                        <AgencyActiveToggle agency={agency} />
                        <Link
                          to="/audit-logs"
                          search={{ agencyId: agency.id }}
                          className="text-sm text-primary underline-offset-4 hover:underline"
                        >
                          Audit log
                        </Link>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListCard>
    </ConsolePage>
  );
}
