// The queries, one namespace per entity (`queries.applications.listApplications`), each named for
// the tables it touches, not for who calls it. Shared pieces (owner scope, LIKE patterns, bounded
// counts) live beside this folder in src/.
export * as accounts from './accounts';
export * as agencies from './agencies';
export * as applications from './applications';
export * as audit from './audit';
export * as catalogue from './catalogue';
export * as commissions from './commissions';
export * as contact from './contact';
export * as conversation from './conversation';
export * as documents from './documents';
export * as journey from './journey';
export * as marketing from './marketing';
export * as notifications from './notifications';
export * as onboarding from './onboarding';
export * as outbox from './outbox';
export * as quotes from './quotes';
export * as students from './students';
export * as users from './users';
