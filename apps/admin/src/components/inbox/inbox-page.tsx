import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, useDateFormatters, useFormatters, useTRPC } from '@uniguide/client';
import { Badge, StatusBadge } from '@uniguide/ui';
import { useState } from 'react';
import type { InboxThread } from '../../lib/api-types';
import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { CardList } from '../common/card-list';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';

/** The admin inbox (docs/decisions/047-admin-inbox-and-marketing-kit.md): threads awaiting an admin's reply. */
export function InboxPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const description = t`Application threads where an agent wrote last and waits for our reply, longest waiting first. Answering on the application takes a thread off.`;
  usePageTitle(t`Inbox`, description);
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.inbox.list.queryOptions({ page, pageSize: PAGE_SIZE }, DASHBOARD_QUERY),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage title={t`Inbox`} description={description}>
      <PagedListCard
        query={list}
        failedTitle={t`The inbox could not be loaded.`}
        loadingLabel={t`Loading the inbox…`}
        skeletonRows={5}
        noun="threads"
        onPageChange={setPage}
      >
        {(data) => (
          <CardList
            label={t`Threads awaiting our reply`}
            items={data.items}
            emptyText={t`No agent is waiting for a reply.`}
          >
            {(thread) => <InboxRow key={thread.applicationId} thread={thread} />}
          </CardList>
        )}
      </PagedListCard>
    </ConsolePage>
  );
}

function InboxRow({ thread }: { thread: InboxThread }) {
  const format = useFormatters();
  const dates = useDateFormatters();
  const unread = format.count(thread.unreadMessages);
  return (
    <li className="grid gap-2 p-4 break-words sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/applications/$applicationId"
            params={{ applicationId: String(thread.applicationId) }}
            className="font-medium wrap-anywhere underline-offset-4 hover:underline"
          >
            <bdi>{thread.studentName}</bdi>
          </Link>
          <span className="text-xs text-muted-foreground" dir="ltr">
            #{thread.applicationId}
          </span>
          <StatusBadge status={thread.status} />
          {thread.unreadMessages > 0 ? (
            <Badge variant="info">
              <Trans>{unread} unread</Trans>
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <bdi className="inline-block">{thread.programName}</bdi> ·{' '}
          <bdi className="inline-block">{thread.universityName}</bdi>
        </p>
        {/* The last message as its author wrote it: its own direction, whatever the page's. */}
        <p className="text-sm wrap-anywhere" dir="auto">
          <span className="font-medium">
            <bdi>{thread.lastMessage.authorName}</bdi>:
          </span>{' '}
          <bdi>{thread.lastMessage.excerpt}</bdi>
        </p>
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <bdi className="inline-block">{thread.agentName}</bdi>
          {thread.agencyName ? (
            <>
              {' · '}
              <bdi className="inline-block">{thread.agencyName}</bdi>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-0.5 text-sm sm:items-end sm:text-end">
        <span className="text-xs text-muted-foreground">
          <Trans>Waiting since</Trans>
        </span>
        <time dateTime={thread.waitingSince}>{dates.auditTime(thread.waitingSince)}</time>
        <span className="text-xs text-muted-foreground">{dates.relative(thread.waitingSince)}</span>
      </div>
    </li>
  );
}
