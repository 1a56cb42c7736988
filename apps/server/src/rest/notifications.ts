import { restListQuery } from './applications';
import type { RestRow } from './types';

export const notificationRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/notifications',
    procedure: 'notification.list',
    summary: "The signed-in user's notifications, newest first (limit, offset)",
    tag: 'Notifications',
    access: 'signedIn',
    input: restListQuery,
    shape: 'list',
  },
  {
    method: 'POST',
    path: '/api/notifications/read',
    procedure: 'notification.markRead',
    summary: 'Mark notifications read: { ids } or, without ids, all of them',
    tag: 'Notifications',
    access: 'signedIn',
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    procedure: 'notification.unsubscribe',
    summary:
      "One-click unsubscribe from a notification e-mail's kind (?token=…, RFC 8058 form body or JSON); no sign-in",
    tag: 'Notifications',
    access: 'public',
    input: ({ query, body }) => ({
      token:
        query.token ??
        (body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined),
    }),
  },
];
