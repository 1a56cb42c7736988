// Users: rows, profile and role changes, the admin list, sessions.
export * from './users';
export * from './list';
export * from './sessions';
export * from './language';
