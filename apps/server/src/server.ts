import { queries } from '@uniguide/db';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, ensureAdmin, systemActor } from './bootstrap/accounts';
import { openDatabase, StartupError } from './bootstrap/database';
import { startExpirySweep } from './bootstrap/expiry-sweep';
import { seedDemoIfEmpty } from './bootstrap/seed';
import { sweepAbandonedUploads } from './bootstrap/upload-sweep';
import { appConfigFromEnv } from './config';
import { EnvError, loadEnv, type Env } from './env';
import { join } from 'node:path';
import { createStorage } from './storage';

const SESSION_CLEANUP_MS = 60 * 60 * 1000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

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
  const { database, applied } = await openDatabase(env);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  logger.info({ driver: database.driver }, 'database ready');

  const actor = systemActor('uniguide-server');
  if (env.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db, actor);
    if (seeded) logger.info(seeded, 'seeded the demo catalogue and accounts');
  }
  if (env.adminEmail && env.adminPassword) {
    const { outcome } = await ensureAdmin(
      database.db,
      actor,
      { email: env.adminEmail, password: env.adminPassword },
      { takeOver: false },
    );
    if (outcome === 'created')
      logger.info({ email: env.adminEmail }, 'created the admin account from ADMIN_EMAIL');
  }
  const demoAccounts =
    env.seedDemo &&
    Boolean(await queries.findUserByUsername(database.db, DEMO_ACCOUNTS[0]!.username));

  const storage = createStorage(env, database);
  const swept = await sweepAbandonedUploads({
    database,
    storage,
    uploadsDir: env.storageDriver === 'disk' ? join(env.dataDir, 'uploads') : undefined,
  });
  if (swept.spoolFolders.length + swept.partialFiles.length + swept.pendingDocuments.length > 0)
    logger.warn(swept, 'removed what an interrupted run left of its uploads');
  const app = await buildApp({ database, storage, logger, config: appConfigFromEnv(env) });
  await app.listen({ port: env.port, host: env.host });
  console.info(banner(env, demoAccounts));

  const cleanup = setInterval(() => {
    queries
      .deleteExpiredSessions(database.db)
      .then((count) => count > 0 && logger.info({ count }, 'deleted expired sessions'))
      .catch((error: unknown) => logger.warn({ err: error }, 'expired-session cleanup failed'));
  }, SESSION_CLEANUP_MS);
  cleanup.unref();
  const expirySweep = startExpirySweep(database.db, logger);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(cleanup);
    expirySweep.stop();
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app
      .close()
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

const logger = pino({
  level: env.logLevel,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
});

start(env, logger).catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
});
