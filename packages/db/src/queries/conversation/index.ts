// The conversation around an application: messages, attachments, the admin inbox.
export * from './inbox';
export * from './messages';
