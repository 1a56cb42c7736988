import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Card, Label, Skeleton } from '@uniguide/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { TablePagination } from '../common/table-pagination';
import { MessagesTable } from './messages-table';

type HandledFilter = 'all' | 'open' | 'handled';
const FILTER_VALUE: Record<HandledFilter, boolean | undefined> = {
  all: undefined,
  open: false,
  handled: true,
};

/** Messages from the public contact page, newest first; an admin marks each one handled. */
export function MessagesPage() {
  const trpc = useTRPC();
  usePageTitle('Messages', 'Messages sent from the contact page.');
  const [filter, setFilter] = useState<HandledFilter>('open');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.contactMessage.list.queryOptions(
      { handled: FILTER_VALUE[filter], page, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage title="Messages" description="Sent from the contact page, newest first.">
      <div className="grid gap-2 md:w-64">
        <Label htmlFor="messages-filter">Show</Label>
        <select
          id="messages-filter"
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as HandledFilter);
            setPage(1);
          }}
        >
          <option value="open">Unhandled</option>
          <option value="handled">Handled</option>
          <option value="all">All messages</option>
        </select>
      </div>
      {list.isError ? (
        <LoadFailed
          title="The messages could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
            {list.data ? (
              <MessagesTable messages={list.data.items} />
            ) : (
              <div className="grid gap-2 p-4">
                <span className="sr-only" role="status">
                  Loading messages…
                </span>
                {Array.from({ length: 5 }, (_, index) => (
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
              noun="messages"
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}
    </ConsolePage>
  );
}
