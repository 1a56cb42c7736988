import { Trans } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { DropdownMenuItem, cn } from '@uniguide/ui';

export interface BellNotification {
  id: number;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** One row of the bell's list; unread rows carry a dot and say so to screen readers. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: BellNotification;
  onOpen: (notification: BellNotification) => void;
}) {
  const dates = useDateFormatters();
  const unread = notification.readAt === null;
  return (
    <DropdownMenuItem
      onSelect={() => onOpen(notification)}
      data-unread={unread || undefined}
      className="items-start gap-3 px-3 py-2.5 data-[unread]:bg-primary/5"
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          ) : null}
          {/* The server wrote it, in the language saved when it was stored (decision 079): its
              direction follows its own first letters, so an English one on an Arabic page keeps
              its brackets and full stop in place. */}
          <span dir="auto">{notification.title}</span>
        </span>
        {notification.body ? (
          <span dir="auto" className="line-clamp-3 text-sm text-muted-foreground">
            {notification.body}
          </span>
        ) : null}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {dates.relative(notification.createdAt)}
        </time>
      </span>
    </DropdownMenuItem>
  );
}
