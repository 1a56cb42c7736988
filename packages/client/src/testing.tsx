import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ErrorIssue } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { ApiProviders } from './providers';
import type { AppRouter, TrpcClient } from './trpc';

/** Answers one procedure call; throw (e.g. `trpcServerError(…)`) to fail it. */
export type FakeHandler = (input: unknown) => unknown;

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
export function fakeTrpcClient(handlers: Record<string, FakeHandler>) {
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
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
export function createTestApi(handlers: Record<string, FakeHandler>) {
  const { client, calls } = fakeTrpcClient(handlers);
  return { client, calls, queryClient: createQueryClient() };
}
