import type { RestRow } from './types';

export const userRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/user',
    procedure: 'user.me',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'PUT',
    path: '/api/user/profile',
    procedure: 'user.updateProfile',
    summary: 'Update the profile (the email cannot change)',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'POST',
    path: '/api/user/password',
    procedure: 'user.changePassword',
    summary: 'Change the password; signs out every other session',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'GET',
    path: '/api/user/notification-preferences',
    procedure: 'user.notificationPreferences',
    summary: 'Notification preferences',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'PUT',
    path: '/api/user/notification-preferences',
    procedure: 'user.updateNotificationPreferences',
    summary: 'Save notification preferences',
    tag: 'User',
    access: 'signedIn',
  },
  {
    method: 'PUT',
    path: '/api/user/language',
    procedure: 'user.setLanguage',
    summary:
      "Save the account's language (en or ar): e-mails, quote PDFs and messages use it (decision 069)",
    tag: 'User',
    access: 'signedIn',
  },
];
