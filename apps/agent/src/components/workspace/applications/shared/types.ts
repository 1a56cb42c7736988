import type { Trpc } from '@uniguide/client';

// Read off the tRPC procedures, so a change in the API's answers shows up here as a type error.

/** `application.byId`: the full application with program summary, documents and history. */
export type ApplicationDetail = Trpc['application']['byId']['~types']['output'];
export type ApplicationDocument = ApplicationDetail['documents'][number];
export type StatusHistoryItem = ApplicationDetail['statusHistory'][number];

/** `application.list`: one page of the agent's applications. */
export type ApplicationListPage = Trpc['application']['list']['~types']['output'];
export type ApplicationListItem = ApplicationListPage['items'][number];

/** `program.byId`: one catalogue program with its university. */
export type ProgramDetail = Trpc['program']['byId']['~types']['output'];
