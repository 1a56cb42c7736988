import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isClientError, useSession, useTRPC } from '@uniguide/client';
import { toast } from '@uniguide/ui';

/** How many of the newest notifications the bell lists. */
export const BELL_LIST_SIZE = 10;

/** How often the unread count is asked for while the page is open. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Whether the counts may be asked for: only while someone is signed in. Signing out empties the cache
 * while the workspace is still on screen, and its counts were asked for again, answered 401.
 */
function useSignedIn(): boolean {
  return Boolean(useSession().data);
}

/**
 * The bell's badge: polled every minute and asked again whenever the window regains focus, so a
 * status change made by an admin shows without a reload (the app otherwise never refetches on focus).
 */
export function useUnreadCount() {
  const trpc = useTRPC();
  return useQuery(trpc.notification.unreadCount.queryOptions(undefined, usePolledCount()));
}

/** How an unread count is asked for: while signed in, every minute and on focus, fresh each time. */
function usePolledCount() {
  const signedIn = useSignedIn();
  return {
    enabled: signedIn,
    // A refusal (the session ended in another tab) will not change by asking again every minute.
    refetchInterval: (query: { state: { status: string; error: unknown } }) =>
      query.state.status === 'error' && isClientError(query.state.error)
        ? false
        : UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always' as const,
    staleTime: 0,
    select: (data: { count: number }) => data.count,
  };
}

/**
 * The admissions team's unread messages in the agent's applications (message.unreadCount), polled
 * like the bell's badge so a new message shows without a reload.
 */
export function useUnreadMessageCount() {
  const trpc = useTRPC();
  return useQuery(trpc.message.unreadCount.queryOptions(undefined, usePolledCount()));
}

/** The newest notifications, fetched each time the bell opens. */
export function useNotificationList(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.notification.list.queryOptions(
      { page: 1, pageSize: BELL_LIST_SIZE },
      { enabled, staleTime: 0 },
    ),
  );
}

/** `mutate({ ids })` marks those read, `mutate({})` marks all; the badge and list follow. */
export function useMarkNotificationsRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation(
    trpc.notification.markRead.mutationOptions({
      onError: (error) =>
        toast({
          title: t`Could not mark notifications as read`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.notification.pathKey() }),
    }),
  );
}

/** A notification's link when it points inside this app; anything else is not followed. */
export function internalLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}
