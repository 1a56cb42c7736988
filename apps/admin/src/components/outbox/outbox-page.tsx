import { msg } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, formatAuditTime, useTRPC } from '@uniguide/client';
import type { OutboxStateName } from '@uniguide/domain';
import { Badge, Button, TableCell, TableRow } from '@uniguide/ui';
import { EyeIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import type { OutboxListItem } from '../../lib/api-types';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FilterSelect } from '../common/filter-controls';
import { PagedListCard } from '../common/list-card';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { ConsolePage } from '../common/page-header';
import { DeadJobsSection } from './dead-jobs-section';
import { MessageDialog } from './message-dialog';
import { canRetry, OUTBOX_STATE, OUTBOX_STATE_OPTIONS } from './outbox-format';
import { useRetryMessage } from './use-outbox-retry';

const COLUMNS = [
  msg`To`,
  msg`Subject`,
  msg`State`,
  msg`Attempts`,
  msg`Created`,
  ACTIONS_COLUMN,
] as const;

function StateBadge({ state }: { state: OutboxStateName }) {
  return <Badge variant={OUTBOX_STATE[state].tone}>{OUTBOX_STATE[state].label}</Badge>;
}

function MessageActions({ message, onView }: { message: OutboxListItem; onView: () => void }) {
  const retry = useRetryMessage();
  return (
    <div className="flex justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={onView}
        aria-label={`View message ${message.id}`}
      >
        <EyeIcon aria-hidden="true" />
        View
      </Button>
      {canRetry(message.state) ? (
        <Button
          type="button"
          size="sm"
          disabled={retry.isPending}
          onClick={() => retry.mutate({ id: message.id })}
          aria-label={`Retry message ${message.id}`}
        >
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      ) : null}
    </div>
  );
}

function MessageTable({
  items,
  onView,
}: {
  items: readonly OutboxListItem[];
  onView: (id: number) => void;
}) {
  return (
    <ListTable columns={COLUMNS} items={items} emptyText="No messages.">
      {(message) => (
        <TableRow key={message.id}>
          <TableCell className="max-w-56 truncate" title={message.toAddress}>
            {message.toAddress}
          </TableCell>
          <TableCell className="max-w-80 truncate font-medium" title={message.subject}>
            {message.subject}
          </TableCell>
          <TableCell>
            <StateBadge state={message.state} />
          </TableCell>
          <TableCell className="tabular-nums">{message.attempts}</TableCell>
          <TableCell className="tabular-nums">
            <time dateTime={message.createdAt}>{formatAuditTime(message.createdAt)}</time>
          </TableCell>
          <TableCell>
            <MessageActions message={message} onView={() => onView(message.id)} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}

function MessageCards({
  items,
  onView,
}: {
  items: readonly OutboxListItem[];
  onView: (id: number) => void;
}) {
  if (items.length === 0) return <p className="p-6 text-sm text-muted-foreground">No messages.</p>;
  return (
    <ul className="divide-y" aria-label="Messages">
      {items.map((message) => (
        <li key={message.id} className="grid gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere">{message.subject}</span>
            <StateBadge state={message.state} />
          </div>
          <p className="text-sm text-muted-foreground wrap-anywhere">To {message.toAddress}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={message.createdAt}>{formatAuditTime(message.createdAt)}</time> ·{' '}
            {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
          </p>
          <MessageActions message={message} onView={() => onView(message.id)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Every e-mail the portal wrote, sent or not (docs/decisions/023-email.md): with no mail server
 * configured they wait here as "Held", readable and sendable once one is. Below, the jobs that failed
 * every attempt (docs/decisions/022-job-queue.md), each with its last error and a Retry.
 */
export function OutboxPage() {
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle('Outbox', 'Every e-mail the portal sent or would send, and the failed jobs.');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<OutboxStateName | undefined>(undefined);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useQuery({
    ...trpc.admin.outbox.list.queryOptions(
      { page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title="Outbox"
      description="Every e-mail the portal sent or would send, newest first. Without a mail server, messages are held here."
    >
      <div className="grid max-w-xs">
        <FilterSelect
          id="outbox-state"
          label="State"
          allLabel="All States"
          value={state}
          options={OUTBOX_STATE_OPTIONS}
          onValueChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
      </div>
      <PagedListCard
        query={list}
        failedTitle="The outbox could not be loaded."
        loadingLabel="Loading the outbox…"
        skeletonRows={8}
        noun="messages"
        onPageChange={setPage}
      >
        {(data) =>
          wide ? (
            <MessageTable items={data.items} onView={setViewing} />
          ) : (
            <MessageCards items={data.items} onView={setViewing} />
          )
        }
      </PagedListCard>
      <DeadJobsSection />
      <MessageDialog id={viewing} onClose={() => setViewing(null)} />
    </ConsolePage>
  );
}
