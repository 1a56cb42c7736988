import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import type {
  AnyTRPCProcedure,
  AnyTRPCRouter,
  inferRouterInputs,
  inferRouterOutputs,
} from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { Commission, ErrorIssue, PublicUser } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { ApiProviders } from './providers';
import type { AppRouter, TrpcClient } from './trpc';

/** Every procedure's path, dotted as the client sends it: 'auth.login', 'admin.users.list'. */
type ProcedurePath<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? `${TPrefix}${K}`
    : TRecord[K] extends AnyTRPCRouter
      ? ProcedurePath<TRecord[K]['_def']['record'], `${TPrefix}${K}.`>
      : ProcedurePath<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** The entry of a nested inputs/outputs type at a dotted path. */
type AtPath<T, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<T[Head], Rest>
    : never
  : TPath extends keyof T
    ? T[TPath]
    : never;

export type ProcedureName = ProcedurePath<AppRouter['_def']['record']>;
/** What the client sends to a procedure, and what it receives back (as JSON delivers it). */
export type ProcedureInput<P extends ProcedureName> = AtPath<inferRouterInputs<AppRouter>, P>;
export type ProcedureOutput<P extends ProcedureName> = NoneIsUndefined<
  AtPath<inferRouterOutputs<AppRouter>, P>
>;
/** A procedure that returns nothing (`Promise<void>`) infers as `never`; its client gets `undefined`. */
type NoneIsUndefined<T> = [T] extends [never] ? undefined : T;

/**
 * Answers one call of procedure `P` with the result the router's type promises; throw (e.g.
 * `trpcServerError(…)`) to fail it.
 */
export type FakeHandler<P extends ProcedureName = ProcedureName> = (
  input: ProcedureInput<P>,
) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;

/**
 * The fake answers, keyed by procedure path and typed against `AppRouter`: a renamed procedure or a
 * result of another shape fails `pnpm typecheck`.
 */
export type FakeHandlers = { [P in ProcedureName]?: FakeHandler<P> };

/** A signed-in, approved agent as `auth.me` answers it; `overrides` make it someone else. */
export function fakeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    username: 'amira@example.com',
    firstName: 'Amira',
    lastName: 'Haddad',
    agencyName: 'Haddad Education Partners',
    country: 'AE',
    phoneNumber: null,
    website: null,
    role: 'agent',
    isAdmin: false,
    agencyId: 1,
    agencyRole: 'owner',
    active: true,
    emailVerified: true,
    approvalStatus: 'approved',
    approvalReason: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A university as the catalogue's `university.list` answers it; the console's rows add to it. */
export function fakeUniversity(
  overrides: Partial<ProcedureOutput<'university.list'>[number]> = {},
): ProcedureOutput<'university.list'>[number] {
  return {
    id: 3,
    name: 'Khalifa University',
    location: 'Abu Dhabi',
    emirate: 'Abu Dhabi',
    imageUrl: null,
    logoUrl: null,
    website: null,
    description: null,
    programCount: 2,
    ...overrides,
  };
}

type ChecklistItem = ProcedureOutput<'application.checklist'>['items'][number];

/** One line of `application.checklist`, one document required, in `state`. */
export function fakeChecklistItem(
  documentType: ChecklistItem['documentType'],
  state: ChecklistItem['state'],
  stage: ChecklistItem['stage'] = 'before_forwarding',
): ChecklistItem {
  return {
    documentType,
    stage,
    required: 1,
    usable: state === 'missing' ? 0 : 1,
    verified: state === 'verified' ? 1 : 0,
    state,
    rejectionReason: null,
    documentIds: [],
  };
}

/** A commission as both apps' commission lists answer it; `overrides` make it another. */
export function fakeCommission(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 5,
    applicationId: 41,
    agentId: 2,
    agentName: 'Karim Haddad',
    studentName: 'Amina Yusuf',
    programId: 7,
    programName: 'MSc Data Science',
    universityId: 3,
    universityName: 'Khalifa University',
    tuitionFils: 4_500_000,
    rateBps: 1000,
    amountFils: 450_000,
    status: 'pending',
    overdue: false,
    earnedAt: '2026-03-02T10:00:00.000Z',
    expectedPayoutOn: '2026-05-31',
    invoicedAt: null,
    paidAt: null,
    reversedAt: null,
    ...overrides,
  };
}

/** One page of a paged list as the list procedures answer it (an exact total). */
export function fakePage<T>(items: T[], total = items.length, page = 1, pageSize = 20) {
  return { items, total, page, pageSize, totalIsEstimate: false };
}

/**
 * The error a tRPC server answers with, as the client receives it: `errorMessage`, `errorStatus`
 * and `errorIssues` read it exactly as they read a real one.
 */
export function trpcServerError(message: string, httpStatus: number, issues: ErrorIssue[] = []) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code: 'X', httpStatus, appCode: 'X', issues } },
  });
}

/**
 * A real tRPC client whose link answers from `handlers` (keyed by procedure path, 'auth.login')
 * instead of the network; `calls` records each call with its input. A call without a handler fails
 * with a 404 so a test notices what it forgot.
 */
export function fakeTrpcClient(handlers: FakeHandlers) {
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path as ProcedureName] as
          ((input: unknown) => unknown) | undefined;
        Promise.resolve()
          .then(() => {
            if (!handler) throw trpcServerError(`No fake handler for ${op.path}`, 404);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                error instanceof TRPCClientError
                  ? error
                  : TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
              ),
          );
        return () => {};
      });
  const client: TrpcClient = createTRPCClient<AppRouter>({ links: [link] });
  return { client, calls };
}

/** Query client + tRPC context around a component under test, as the apps' providers do. */
export function TestApiProviders({
  client,
  queryClient,
  children,
}: {
  client: TrpcClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ApiProviders trpcClient={client} queryClient={queryClient}>
      {children}
    </ApiProviders>
  );
}

/** Everything a component test needs: `render(<TestApiProviders {...api}>…)`. */
export function createTestApi(handlers: FakeHandlers) {
  const { client, calls } = fakeTrpcClient(handlers);
  return { client, calls, queryClient: createQueryClient() };
}
