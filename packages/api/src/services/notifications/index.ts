// Notifications: the in-app ones, their e-mail digest and unsubscribe, and scheduled reminders.
export { unsubscribe, unsubscribeToken } from './email';
export {
  COMMISSION_NOTIFICATION_TITLE,
  EARNINGS_LINK,
  listMyNotifications,
  markMyNotificationsRead,
  unreadNotificationCount,
} from './notifications';
