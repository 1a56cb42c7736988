import { queries } from '@uniguide/db';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, ensureAdmin, SERVER_ACTOR } from './bootstrap/accounts';
import { openDatabase, pgliteDir, StartupError } from './bootstrap/database';
import { firstStartInChildProcess, isFreshEmbeddedDir } from './bootstrap/first-start';
import { startJobs } from './bootstrap/jobs';
import { seedDemoIfEmpty } from './bootstrap/seed';
import { sweepAbandonedUploads } from './bootstrap/upload-sweep';
import { appConfigFromEnv } from './config';
import {
  connectionAllowance,
  connectionAllowanceLine,
  readOpenFileLimit,
} from './connection-limits';
import { EnvError, loadEnv, type Env } from './env';
import { createLogDestination } from './log-destination';
import { TOKEN_SAFE_LOGGER } from './log-redaction';
import { join } from 'node:path';
import { createStorage } from './storage';
import { createUploadStore } from './storage/upload-store';
import { letYoungGenerationGrowWhenBusy } from './young-generation';

const SHUTDOWN_TIMEOUT_MS = 15_000;
const LOG_BATCH_CHARS = 64 * 1024;
const LOG_FLUSH_MS = 250;

function banner(env: Env, demo: boolean): string {
  const lines = [
    '',
    `  Agent app   ${env.publicAgentUrl}`,
    `  Admin app   ${env.publicAdminUrl}`,
    `  API docs    ${env.publicAgentUrl}/api/docs`,
  ];
  if (demo) {
    lines.push('', '  Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(6)} ${account.username} / ${account.password}`);
  }
  return `${lines.join('\n')}\n`;
}

async function start(env: Env, logger: Logger): Promise<void> {
  // A new embedded database is created in a child process whose exit returns PGlite's peak memory
  // (docs/decisions/096-young-generation-grows-on-renders.md); every other start migrates here,
  // where it is cheap.
  const firstStart =
    !env.databaseUrl && isFreshEmbeddedDir(pgliteDir(env))
      ? await firstStartInChildProcess({
          pgliteDir: pgliteDir(env),
          pgliteSettings: env.pgliteSettings,
          seedDemo: env.seedDemo,
        })
      : null;
  const { database, applied } = await openDatabase(env);
  const migrations = [...(firstStart?.applied ?? []), ...applied];
  if (migrations.length > 0) logger.info({ migrations }, 'database migrated');
  logger.info({ driver: database.driver }, 'database ready');

  if (env.seedDemo) {
    const seeded = firstStart?.seeded ?? (await seedDemoIfEmpty(database.db, SERVER_ACTOR));
    if (seeded) logger.info(seeded, 'seeded the demo catalogue and accounts');
  }
  if (env.adminEmail && env.adminPassword) {
    const { outcome } = await ensureAdmin(
      database.db,
      SERVER_ACTOR,
      { email: env.adminEmail, password: env.adminPassword },
      { takeOver: false },
    );
    if (outcome === 'created')
      logger.info({ email: env.adminEmail }, 'created the admin account from ADMIN_EMAIL');
  }
  const demoAccounts =
    env.seedDemo &&
    Boolean(await queries.users.findUserByUsername(database.db, DEMO_ACCOUNTS[0]!.username));

  const storage = createStorage(env, database);
  const swept = await sweepAbandonedUploads({
    database,
    storage,
    uploadsDir: env.storageDriver === 'disk' ? join(env.dataDir, 'uploads') : undefined,
  });
  if (swept.spoolFolders.length + swept.partialFiles.length + swept.pendingDocuments.length > 0)
    logger.warn(swept, 'removed what an interrupted run left of its uploads');
  // Started before the first request, so what a request enqueues has its queue.
  // Scheduled work (expiry sweep, session clean-up, e-mail) runs through the job queue, once per
  // cluster however many server processes there are (docs/decisions/022-job-queue.md).
  const uploadStore = createUploadStore(env);
  const jobs = await startJobs(database, env, logger, {
    storage,
    // A store that no longer holds an upload's bytes has nothing to remove.
    partialUploads: { remove: (id) => uploadStore.remove(id).catch(() => undefined) },
  });
  if (!env.smtpUrl)
    logger.info('SMTP_URL is not set: e-mails are kept in the outbox (admin console)');
  // MAX_CONNECTIONS, lowered where the open-file limit could not hold that many sockets as well as
  // what serving them opens (connection-limits.ts); the log says which limit applies.
  const connections = connectionAllowance(env, readOpenFileLimit());
  const connectionLine = connectionAllowanceLine(connections);
  logger[connectionLine.level](connectionLine.fields, connectionLine.message);
  const app = await buildApp({
    database,
    storage,
    uploadStore,
    logger,
    config: {
      ...appConfigFromEnv(env),
      maxConnections: connections.maxConnections,
      maxConnectionsPerClient: connections.maxConnectionsPerClient,
    },
  });
  await app.listen({ port: env.port, host: env.host });
  letYoungGenerationGrowWhenBusy(app.server);
  console.info(banner(env, demoAccounts));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app
      .close()
      .then(() => jobs.stop())
      .then(() => database.close())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

// Asynchronous and batched: lines collect in memory and go out in writes of 64 KB, or 250 ms
// after the first when fewer arrive, never awaited by a request; what waits is written when the process
// exits (log-destination.ts, docs/decisions/028-request-logging.md).
const logger = pino(
  {
    level: env.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Single-use tokens are replaced in whatever else a line may carry: a request's URL, an error's
    // message, a message quoting a URL (the request line redacts its own; log-redaction.ts).
    ...TOKEN_SAFE_LOGGER,
  },
  createLogDestination({ fd: 1, batchChars: LOG_BATCH_CHARS, flushMs: LOG_FLUSH_MS }),
);

start(env, logger).catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
});
