import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isClientError, useTRPC } from '@uniguide/client';
import { Badge } from '@uniguide/ui';

/** How often the console asks how many threads wait for a reply while it is open. */
const INBOX_REFRESH_MS = 60_000;

/**
 * The Inbox tab's count of threads awaiting an admin's reply: polled, and asked again when the
 * window regains focus, so an agent's new message shows without a reload. Nothing when none wait.
 */
export function InboxCount() {
  const trpc = useTRPC();
  const count = useQuery(
    trpc.admin.inbox.count.queryOptions(undefined, {
      refetchInterval: (query) =>
        query.state.status === 'error' && isClientError(query.state.error)
          ? false
          : INBOX_REFRESH_MS,
      refetchOnWindowFocus: 'always',
      staleTime: 0,
      select: (data) => data.count,
    }),
  );
  if (!count.data) return null;
  return (
    <Badge variant="default" className="min-w-5 px-1.5 tabular-nums">
      {count.data}
      <span className="sr-only">
        {' '}
        <Trans>awaiting our reply</Trans>
      </span>
    </Badge>
  );
}
