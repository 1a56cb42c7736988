import type { Trpc } from '@uniguide/client';

// Read off the tRPC procedures, so a change in the API's answers shows up here as a type error.

export type AdminStats = Trpc['admin']['stats']['~types']['output'];
export type ChartOverview = Trpc['admin']['charts']['overview']['~types']['output'];

export type ApplicationListPage = Trpc['admin']['application']['list']['~types']['output'];
export type ApplicationListItem = ApplicationListPage['items'][number];
type ConversationFields = 'documents' | 'openRequests' | 'unreadMessages' | 'clock';
/** A list row as other pages have it (a user's applications): the conversation's counts may be absent. */
export type ApplicationRow = Omit<ApplicationListItem, ConversationFields> &
  Partial<Pick<ApplicationListItem, ConversationFields>>;
export type ApplicationDetail = Trpc['admin']['application']['byId']['~types']['output'];
export type ApplicationDocument = ApplicationDetail['documents'][number];
export type StatusHistoryItem = ApplicationDetail['statusHistory'][number];

export type UserListPage = Trpc['admin']['user']['list']['~types']['output'];
export type UserListItem = UserListPage['items'][number];
export type UserDetail = Trpc['admin']['user']['byId']['~types']['output'];

/** One agent of the approval queue. */
export type PendingAgent =
  Trpc['admin']['approval']['pending']['~types']['output']['items'][number];

export type AgencyListItem = Trpc['admin']['agency']['list']['~types']['output']['items'][number];

export type AuditLogPage = Trpc['admin']['auditLog']['list']['~types']['output'];
export type AuditLogItem = AuditLogPage['items'][number];

export type OutboxListItem = Trpc['admin']['outbox']['list']['~types']['output']['items'][number];

export type InboxThread = Trpc['admin']['inbox']['list']['~types']['output']['items'][number];
export type MarketingRow = Trpc['admin']['marketing']['list']['~types']['output']['items'][number];
