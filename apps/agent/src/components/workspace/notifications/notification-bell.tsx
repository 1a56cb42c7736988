import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BellIcon, CheckCheckIcon, InboxIcon, MessageSquareIcon } from 'lucide-react';
import { errorMessage, useFormatters } from '@uniguide/client';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Spinner,
} from '@uniguide/ui';

import { NotificationItem, type BellNotification } from './notification-item';
import {
  internalLink,
  useMarkNotificationsRead,
  useNotificationList,
  useUnreadCount,
  useUnreadMessageCount,
} from './use-notifications';

/** The badge shows at most two digits and a plus, so it never outgrows the bell. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** "Notifications, 2 unread, 3 unread messages": what the bell holds, for its accessible name. */
export function bellLabel(i18n: I18n, count: number, messages: number): string {
  if (count > 0 && messages > 0) {
    return i18n._(
      msg`Notifications, ${count} unread, ${plural(messages, {
        one: '# unread message',
        other: '# unread messages',
      })}`,
    );
  }
  if (count > 0) return i18n._(msg`Notifications, ${count} unread`);
  if (messages > 0) {
    return i18n._(
      msg`Notifications, ${plural(messages, { one: '# unread message', other: '# unread messages' })}`,
    );
  }
  return i18n._(msg`Notifications`);
}

/**
 * The header's bell: unread count, the admissions team's unread messages (a dot when they are all
 * there is), the newest notifications, and "Mark all as read".
 */
export function NotificationBell() {
  const { i18n, t } = useLingui();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const list = useNotificationList(open);
  const markRead = useMarkNotificationsRead();
  const count = unread.data ?? 0;
  const messages = useUnreadMessageCount().data ?? 0;

  const openNotification = (notification: BellNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    const link = internalLink(notification.link);
    if (link) void navigate({ href: link });
  };

  const items = list.data?.items ?? [];
  const label = bellLabel(i18n, count, messages);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <BellIcon className="size-5" aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
            >
              {badgeText(count)}
            </span>
          ) : messages > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-messages-dot"
              className="absolute top-1 end-1 size-2.5 rounded-full bg-info ring-2 ring-background"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-base font-semibold">
            <Trans>Notifications</Trans>
          </DropdownMenuLabel>
          {count > 0 ? (
            <span className="text-xs text-muted-foreground">
              <Trans>{format.count(count)} unread</Trans>
            </span>
          ) : null}
        </div>
        {messages > 0 ? (
          <>
            <DropdownMenuSeparator className="mx-0 my-0" />
            <div className="p-1">
              <DropdownMenuItem
                onSelect={() =>
                  void navigate({ to: '/dashboard/applications', search: { unread: true } })
                }
                className="font-medium"
              >
                <MessageSquareIcon aria-hidden="true" className="text-info" />
                {t({
                  message: plural(messages, {
                    one: '# unread message from the admissions team',
                    other: '# unread messages from the admissions team',
                  }),
                })}
              </DropdownMenuItem>
            </div>
          </>
        ) : null}
        <DropdownMenuSeparator className="mx-0 my-0" />
        {/* A group: a menu may own only items, groups and separators (axe: aria-required-children). */}
        <div
          role="group"
          aria-label={t`Latest notifications`}
          className="max-h-[min(24rem,60dvh)] overflow-y-auto p-1"
          aria-busy={list.isPending}
        >
          {list.isPending ? (
            <div className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
              <Spinner label={t`Loading notifications`} />
              <Trans>Loading…</Trans>
            </div>
          ) : list.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
              {errorMessage(list.error, t`Could not load notifications. Please try again.`)}
            </p>
          ) : items.length === 0 ? (
            <div className="grid justify-items-center gap-2 px-3 py-8 text-center text-sm text-muted-foreground">
              <InboxIcon className="size-6" aria-hidden="true" />
              <Trans>You have no notifications yet.</Trans>
            </div>
          ) : (
            items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={openNotification}
              />
            ))
          )}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="p-1">
          <DropdownMenuItem
            disabled={count === 0 || markRead.isPending}
            // Stays open, so the reader sees the list turn read.
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate({});
            }}
            className="justify-center font-medium text-primary"
          >
            <CheckCheckIcon aria-hidden="true" className="text-primary" />
            <Trans>Mark all as read</Trans>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
