import { shareLinkIsLive, type Context } from '@uniguide/api';
import type { Database } from '@uniguide/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { defaultAppConfig, type AppConfig } from './config';
import { createLoginFailures } from './login-failures';
import { catalogueCachePlugin } from './plugins/catalogue-cache';
import { dbPlugin } from './plugins/db';
import { documentsPlugin } from './plugins/documents';
import { uploadsPlugin, type UploadStore } from './plugins/uploads';
import { watchBodies } from './body-deadlines';
import { limitConnections } from './connection-limits';
import { Front, frontedServer } from './front-server';
import { answerClientError, errorsPlugin, sendError } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { LeanRequestLog } from './plugins/request-log';
import { restPlugin } from './plugins/rest';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { HashedFiles } from './plugins/hashed-files';
import { staticHostsPlugin } from './plugins/static-hosts';
import { trpcPlugin } from './plugins/trpc';
import { requestId } from './request-id';
import { restRows } from './rest';
import type { RestRow } from './rest/types';
import { securityHeaders } from './security-headers';
import { rememberedAppForHost } from './hosts';
import { PageRenderer } from './pages/page-renderer';
import { isPreviewImagePath } from './plugins/seo';
import { seoPlugin } from './plugins/seo';

export interface BuildAppOptions {
  /** Owned by the caller, who closes it after `app.close()`. */
  database: Database;
  /** Where document bytes live (disk or postgres), handed to every procedure. */
  storage: Context['storage'];
  /** Overrides of the defaults every environment variable has. */
  config?: Partial<AppConfig>;
  /** A pino logger (server.ts) or nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The REST rows to serve; all of them unless a test narrows it. */
  rows?: RestRow[];
  /** The store of resumable uploads (/api/uploads); without it those routes are not served. */
  uploadStore?: UploadStore;
}

// JSON bodies are small forms; uploads are multipart with their own limits.
const JSON_BODY_LIMIT = 1024 * 1024;
const HEADERS_TIMEOUT_MS = 20_000;
const CONNECTIONS_CHECK_MS = 1000;

/** Builds the whole HTTP app: plugins, then tRPC, REST and docs, then the static apps (docs/architecture.md). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...defaultAppConfig(), ...options.config };
  // The catalogue cache and the apps' hashed files answer here, ahead of Fastify's routing.
  const front = new Front();
  const security = securityHeaders({ production: config.nodeEnv === 'production' });
  const app = Fastify({
    serverFactory: frontedServer(front),
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: requestId,
    // One lean line per request (docs/decisions/028-request-logging.md).
    logController: new LeanRequestLog(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A page's batched tRPC queries name every procedure in the path (/trpc/a.b,c.d,…); Fastify's
    // default of 100 characters answered a page with five queries 404 (tRPC caps the batch at 50).
    routerOptions: { maxParamLength: 4000 },
    // A stalled or dribbling client is cut off in seconds, not Node's five minutes (decision 018):
    // the body deadlines (body-deadlines.ts, watched below) replace Node's one total for every
    // request, so an upload is judged by progress; a silent socket is closed.
    requestTimeout: 0,
    connectionTimeout: config.idleSocketTimeoutSeconds * 1000,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestBodyTimeoutSeconds * 1000),
      // How often Node checks those deadlines (default 30 s, longer than the deadlines themselves).
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    clientErrorHandler: answerClientError,
    // Fastify's own 503 while closing has another body; errorsPlugin answers it in the error shape.
    return503OnClosing: false,
    // Fastify's own routing failures (a malformed URL) get the same error body as everything else.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, error);
    },
  }) as unknown as FastifyInstance;
  limitConnections(app.server, config);
  watchBodies(app.server, {
    totalMs: config.requestBodyTimeoutSeconds * 1000,
    idleMs: config.uploadIdleTimeoutSeconds * 1000,
    // Often enough that an upload ends within a quarter of its idle limit past it.
    checkEveryMs: Math.min(CONNECTIONS_CHECK_MS, (config.uploadIdleTimeoutSeconds * 1000) / 4),
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const hostApp = rememberedAppForHost(config);
  // Sent by the static hosts once, then from memory (docs/decisions/100-hashed-files-from-memory.md).
  const hashedFiles = new HashedFiles(security, hostApp, app.log);
  front.add(hashedFiles.answer);
  // Once closing begins, requests on kept-alive sockets reach the errors plugin's 503.
  app.addHook('preClose', (done) => {
    front.clear();
    done();
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database });

  // The agent app's public pages, rendered here from its server build with data asked of this app's
  // own API (docs/decisions/040-server-rendered-pages.md); absent when the build has no server part.
  const agentHost = new URL(config.publicAgentUrl).host;
  const pages = await PageRenderer.load({
    agentDist: config.agentDist,
    siteUrl: config.publicAgentUrl,
    log: app.log,
    fetch: async (url) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { host: agentHost, accept: 'application/json' },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  const pageKeys = pages && {
    isPage: (path: string) =>
      path === '/sitemap.xml' || isPreviewImagePath(path) || pages.rendersPath(path),
    // The rendered pages are in the visitor's language; the sitemap and the preview cards are not.
    isLocalised: (path: string) => pages.rendersPath(path),
    onPageHost: (host: string | undefined) => hostApp(host) === 'agent',
  };

  // First after the database: a cached catalogue answer skips the CSRF check, rate limits and session
  // lookup that follow, and carries the security plugin's headers all the same (decision 013).
  await app.register(catalogueCachePlugin, {
    rows: options.rows ?? restRows,
    security,
    front,
    pages: pageKeys,
  });
  await app.register(securityPlugin, { config, security });
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(sessionPlugin, {
    config,
    storage: options.storage,
    loginFailures: createLoginFailures(app.redis, app.log),
  });

  await app.register(healthPlugin);
  await app.register(trpcPlugin);
  const rows = options.rows ?? restRows;
  await app.register(restPlugin, { rows });
  await app.register(documentsPlugin);
  if (options.uploadStore) {
    await app.register(uploadsPlugin, {
      store: options.uploadStore,
      limits: {
        maxCount: config.uploadMaxPartialCount,
        maxBytes: config.uploadMaxPartialBytes,
        expiryMs: config.uploadExpiryHours * 60 * 60 * 1000,
      },
    });
  }
  await app.register(openApiPlugin, { rows, serverUrl: config.publicAgentUrl });
  await app.register(seoPlugin, { config });
  await app.register(staticHostsPlugin, {
    config,
    pages,
    hashedFiles,
    sharedPageIsLive: (request, reply, token) => shareLinkIsLive(request.apiContext(reply), token),
  });

  return app;
}
