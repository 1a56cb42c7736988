import { appRouter, createCallerFactory } from '@uniguide/api';
import type { Page } from '@uniguide/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_PROCEDURES, type PrivateFileRouteConfig } from '../private-files';
import type { RestRow } from '../rest/types';
import { sendError } from './errors';
import { keepSocketWhileAnswering } from '../long-request';

const createCaller = createCallerFactory(appRouter);
type Caller = ReturnType<typeof createCaller>;
type Procedure = (input: unknown) => Promise<unknown>;

/** Names of every procedure of the API, dotted (`auth.login`). */
export function procedurePaths(): Set<string> {
  return new Set(Object.keys(appRouter._def.procedures));
}

function procedureAt(caller: Caller, path: string): Procedure {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

function defaultInput(row: RestRow, request: FastifyRequest): unknown {
  return row.method === 'GET' || row.method === 'DELETE' ? request.query : request.body;
}

function isPage(value: unknown): value is Page<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Page<unknown>).items) &&
    typeof (value as Page<unknown>).total === 'number'
  );
}

/**
 * Registers each REST row as a thin call of its tRPC procedure (decision 003): no logic here, the
 * procedure validates, authorises and audits. A row naming a missing procedure fails at start-up.
 */
export async function restPlugin(
  app: FastifyInstance,
  { rows }: { rows: RestRow[] },
): Promise<void> {
  const known = procedurePaths();
  const missing = rows.filter((row) => !known.has(row.procedure));
  if (missing.length > 0) {
    throw new Error(
      `REST rows name unknown procedures: ${missing.map((row) => `${row.method} ${row.path} → ${row.procedure}`).join(', ')}`,
    );
  }

  for (const row of rows) {
    app.route({
      method: row.method,
      url: row.path,
      ...(row.bodyLimit ? { bodyLimit: row.bodyLimit } : {}),
      config: { privateFile: FILE_PROCEDURES.has(row.procedure) } satisfies PrivateFileRouteConfig,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (row.longRunning) keepSocketWhileAnswering(request, reply);
        const call = procedureAt(createCaller(request.apiContext(reply)), row.procedure);
        const input = row.input
          ? row.input({
              params: request.params as Record<string, string>,
              query: request.query as Record<string, unknown>,
              body: request.body,
            })
          : defaultInput(row, request);
        let result: unknown;
        try {
          result = await call(input);
        } catch (error) {
          return sendError(request, reply, error);
        }
        if (row.shape === 'empty' || result === undefined)
          return reply.status(row.successStatus ?? 204).send();
        if (row.shape === 'list') {
          if (!isPage(result)) throw new Error(`${row.procedure} did not return a page`);
          reply.header('x-total-count', String(result.total));
          if (result.totalIsEstimate) reply.header('x-total-count-estimated', 'true');
          return reply.status(row.successStatus ?? 200).send(result.items);
        }
        return reply.status(row.successStatus ?? 200).send(result);
      },
    });
  }
}
