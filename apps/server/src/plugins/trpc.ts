import { appRouter, type AppRouter } from '@uniguide/api';
import {
  fastifyRequestHandler,
  fastifyTRPCPlugin,
  type FastifyHandlerOptions,
} from '@trpc/server/adapters/fastify';
import { CATALOGUE_IMPORT_BODY_LIMIT } from '@uniguide/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keepSocketWhileAnswering } from '../long-request';

/** The one procedure whose body may pass the server's 1 MB JSON limit: it carries a catalogue file. */
const IMPORT_PROCEDURE = 'admin.catalogue.import';

/** The apps' protocol. Errors keep `data.appCode` and `data.issues` (see packages/api/src/trpc.ts). */
export async function trpcPlugin(app: FastifyInstance): Promise<void> {
  const trpcOptions: FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply> = {
    router: appRouter,
    createContext: ({ req, res }) => req.apiContext(res),
    // An answer with errors carries their messages in the request's language (decision 069).
    responseMeta({ ctx, errors }) {
      if (errors.length === 0 || !ctx) return {};
      return { headers: { 'content-language': ctx.language, vary: 'Accept-Language, Cookie' } };
    },
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
  };
  await app.register(
    async (scope) => {
      await new Promise<void>((resolve, reject) =>
        fastifyTRPCPlugin(scope, { trpcOptions }, (error) => (error ? reject(error) : resolve())),
      );
      // The import alone (not batched with other calls) takes a body as large as the largest
      // catalogue file in base64, as its REST row does (docs/product.md §8).
      scope.post(`/${IMPORT_PROCEDURE}`, { bodyLimit: CATALOGUE_IMPORT_BODY_LIMIT }, (req, res) => {
        // A large import outlasts the idle-socket timeout; the answer must still reach the admin.
        keepSocketWhileAnswering(req, res);
        return fastifyRequestHandler({ ...trpcOptions, req, res, path: IMPORT_PROCEDURE });
      });
    },
    { prefix: '/trpc' },
  );
}
