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
];
