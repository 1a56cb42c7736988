import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '@uniguide/client';

/**
 * What every route's `beforeLoad`/`loader` receives: prefetch with
 * `context.queryClient.ensureQueryData(context.trpc.program.byId.queryOptions({ id }))`.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
