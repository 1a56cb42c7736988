// In-app notifications and the ones due by e-mail.
export * from './notifications';
