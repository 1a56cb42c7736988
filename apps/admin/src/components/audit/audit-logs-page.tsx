import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import {
  Button,
  Card,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@uniguide/ui';
import { RotateCcwIcon } from 'lucide-react';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { SearchInput } from '../common/search-input';
import { TablePagination } from '../common/table-pagination';
import { AuditCards } from './audit-cards';
import { AUDIT_TYPES, type AuditSearch } from './audit-search';
import { AuditTable } from './audit-table';

const ALL_TYPES = 'all';

/** Spec §2 "Audit Logs", with the search and type filter applied on the server (DESIGN.md §9). */
export function AuditLogsPage({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  onSearchChange: (next: AuditSearch) => void;
}) {
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle('Audit Logs', 'Who changed what, and when: every change made through the portal.');
  const list = useQuery({
    ...trpc.admin.auditLog.list.queryOptions(
      {
        search: search.search ?? '',
        type: search.type ?? ALL_TYPES,
        page: search.page ?? 1,
        pageSize: PAGE_SIZE,
      },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  const { page: _page, ...filters } = search;

  return (
    <ConsolePage
      title="Audit Logs"
      description="Every change made through the portal, newest first, with who made it and from where."
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 md:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <SearchInput
          className="col-span-2 md:col-span-1"
          id="audit-search"
          label="Search"
          placeholder="Action, user or resource ID"
          value={search.search ?? ''}
          onSearch={(text) => onSearchChange({ ...filters, search: text || undefined })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="audit-type">Type</Label>
          <Select
            value={search.type ?? ALL_TYPES}
            onValueChange={(value) =>
              onSearchChange({
                ...filters,
                type: AUDIT_TYPES.find((option) => option.value === value)?.value,
              })
            }
          >
            <SelectTrigger id="audit-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_TYPES}>All Types</SelectItem>
              {AUDIT_TYPES.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          variant="outline"
          disabled={!search.search && !search.type}
          onClick={() => onSearchChange({})}
        >
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
      </div>

      {list.isError ? (
        <LoadFailed
          title="The audit log could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
            {list.data && wide ? (
              <AuditTable entries={list.data.items} />
            ) : list.data ? (
              <AuditCards entries={list.data.items} />
            ) : (
              <div className="grid gap-2 p-4" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading audit logs…
                </span>
                {Array.from({ length: 8 }, (_, index) => (
                  <Skeleton key={index} className="h-10 w-full" />
                ))}
              </div>
            )}
          </Card>
          {list.data ? (
            <TablePagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              shown={list.data.items.length}
              noun="entries"
              onPageChange={(page) => onSearchChange({ ...search, page })}
            />
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
