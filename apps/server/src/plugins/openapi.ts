import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpenApiDocument } from '../openapi/document';
import type { RestRow } from '../rest/types';

/**
 * OpenAPI 3.1 at /api/openapi.json and a docs page at /api/docs. The document is static (built from the
 * REST rows once at start-up), so Fastify never validates requests against it: the procedures do.
 */
export const openApiPlugin = fp<{ rows: RestRow[]; serverUrl: string }>(
  async (app: FastifyInstance, { rows, serverUrl }) => {
    const document = buildOpenApiDocument(rows, serverUrl);
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', async () => app.swagger());
  },
  { name: 'uniguide-openapi' },
);
