import { pingDatabase } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness in one: healthy means the database answers. */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not available');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
