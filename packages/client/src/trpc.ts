import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import type { AppRouter } from '@uniguide/api';

export type { AppRouter };
export type TrpcClient = TRPCClient<AppRouter>;
/** The query/mutation options factory (`trpc.program.list.queryOptions(…)`). */
export type Trpc = TRPCOptionsProxy<AppRouter>;

/** React access to the options factory; `TRPCProvider` goes inside the `QueryClientProvider`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * The app's tRPC client. Same-origin by default (each app is served by the API's own host, and Vite
 * proxies `/trpc` in dev); cookies carry the session. A server render passes its own `send`, which
 * asks the server's API in-process.
 */
export function createTrpcClient(url = '/trpc', send: typeof fetch = fetch): TrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        fetch: (input, init) => send(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/**
 * The options factory for code outside React components: route `beforeLoad`/`loader` functions get
 * it through the router context and prefetch with `queryClient.ensureQueryData(trpc.x.queryOptions())`.
 */
export function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
