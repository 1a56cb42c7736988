// The e-mail outbox.
export * from './outbox';
