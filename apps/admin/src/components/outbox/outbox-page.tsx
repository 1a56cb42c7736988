import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useDateFormatters, useFormatters, useTRPC } from '@uniguide/client';
import type { OutboxStateName } from '@uniguide/domain';
import { Badge, Button, FilterSelect, TableCell, TableRow } from '@uniguide/ui';
import { EyeIcon, RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import type { OutboxListItem } from '../../lib/api-types';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
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
  const { t } = useLingui();
  return <Badge variant={OUTBOX_STATE[state].tone}>{t(OUTBOX_STATE[state].label)}</Badge>;
}

function MessageActions({ message, onView }: { message: OutboxListItem; onView: () => void }) {
  const { t } = useLingui();
  const retry = useRetryMessage();
  return (
    <div className="flex justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={onView}
        aria-label={t`View message ${message.id}`}
      >
        <EyeIcon aria-hidden="true" />
        <Trans>View</Trans>
      </Button>
      {canRetry(message.state) ? (
        <Button
          type="button"
          size="sm"
          disabled={retry.isPending}
          onClick={() => retry.mutate({ id: message.id })}
          aria-label={t`Retry message ${message.id}`}
        >
          <RotateCwIcon aria-hidden="true" />
          <Trans>Retry</Trans>
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
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  return (
    <ListTable columns={COLUMNS} items={items} emptyText={t`No messages.`}>
      {(message) => (
        <TableRow key={message.id}>
          <TableCell className="max-w-56 truncate" title={message.toAddress} dir="auto">
            {message.toAddress}
          </TableCell>
          <TableCell className="max-w-80 truncate font-medium" title={message.subject} dir="auto">
            {message.subject}
          </TableCell>
          <TableCell>
            <StateBadge state={message.state} />
          </TableCell>
          <TableCell className="tabular-nums">{format.count(message.attempts)}</TableCell>
          <TableCell className="tabular-nums">
            <time dateTime={message.createdAt}>{dates.auditTime(message.createdAt)}</time>
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
  const { t } = useLingui();
  const dates = useDateFormatters();
  if (items.length === 0)
    return (
      <p className="p-6 text-sm text-muted-foreground">
        <Trans>No messages.</Trans>
      </p>
    );
  return (
    <ul className="divide-y" aria-label={t`Messages`}>
      {items.map((message) => (
        <li key={message.id} className="grid gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere" dir="auto">
              {message.subject}
            </span>
            <StateBadge state={message.state} />
          </div>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <Trans>
              To <bdi>{message.toAddress}</bdi>
            </Trans>
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={message.createdAt}>{dates.auditTime(message.createdAt)}</time> ·{' '}
            {t({
              message: plural(message.attempts, { one: '# attempt', other: '# attempts' }),
            })}
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
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Outbox`, t`Every e-mail the portal sent or would send, and the failed jobs.`);
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
      title={t`Outbox`}
      description={t`Every e-mail the portal sent or would send, newest first. Without a mail server, messages are held here.`}
    >
      <div className="grid max-w-xs">
        <FilterSelect
          id="outbox-state"
          label={t`State`}
          allLabel={t`All States`}
          value={state}
          options={OUTBOX_STATE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          onValueChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
      </div>
      <PagedListCard
        query={list}
        failedTitle={t`The outbox could not be loaded.`}
        loadingLabel={t`Loading the outbox…`}
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
