import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import type { AppRouter } from '@uniguide/api';
import { CATALOGUE_READ_PROCEDURES } from '@uniguide/domain';

export type { AppRouter };
export type TrpcClient = TRPCClient<AppRouter>;
/** The query/mutation options factory (`trpc.program.list.queryOptions(…)`). */
export type Trpc = TRPCOptionsProxy<AppRouter>;

/** React access to the options factory; `TRPCProvider` goes inside the `QueryClientProvider`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * The app's tRPC client. Same-origin by default (each app is served by the API's own host, and Vite
 * proxies `/trpc` in dev); cookies carry the session. A server render passes its own `send`, which
 * asks the server's API in-process. Catalogue reads go in batches of their own, which the server's
 * catalogue cache can answer; a batch that mixed one with a per-user query would be worked out anew
 * for every visitor.
 */
export function createTrpcClient(url = '/trpc', send: typeof fetch = fetch): TrpcClient {
  return createTRPCClient<AppRouter>({ links: [catalogueReadsApart(url, send)] });
}

/**
 * Two batching links, one for the catalogue reads and one for every other call. (tRPC's `splitLink`
 * does the same for links that go on; both of these end the chain, so each call is handed to its
 * batch directly, which keeps the first pages' scripts within their budget, decision 086.)
 */
function catalogueReadsApart(url: string, send: typeof fetch): TRPCLink<AppRouter> {
  const batch = httpBatchLink({
    url,
    fetch: (input, init) => send(input, { ...init, credentials: 'include' }),
  });
  return (runtime) => {
    const catalogue = batch(runtime);
    const other = batch(runtime);
    return (props) => (CATALOGUE_READ_PROCEDURES.has(props.op.path) ? catalogue : other)(props);
  };
}

/**
 * The options factory for code outside React components: route `beforeLoad`/`loader` functions get
 * it through the router context and prefetch with `queryClient.ensureQueryData(trpc.x.queryOptions())`.
 */
export function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
