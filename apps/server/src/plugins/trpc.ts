import { appRouter, type AppRouter } from '@uniguide/api';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';

/** The apps' protocol. Errors keep `data.appCode` and `data.issues` (see packages/api/src/trpc.ts). */
export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => req.apiContext(res),
      // Generous for a page's parallel queries, bounded so one request cannot carry thousands of calls.
      maxBatchSize: 50,
      // 5xx only, as on REST: the log keeps what the answer hides (a 503 is a lost database link).
      onError({ error, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error.cause ?? error }, 'tRPC procedure failed');
        } else if (error.code === 'SERVICE_UNAVAILABLE') {
          req.log.warn({ err: error.cause ?? error }, 'tRPC procedure failed');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
