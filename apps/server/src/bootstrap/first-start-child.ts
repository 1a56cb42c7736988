import { createDb, migrateToLatest, type Database } from '@uniguide/db';
import { SERVER_ACTOR } from './accounts';
import type { FirstStartJob, FirstStartReply } from './first-start';
import { seedDemoIfEmpty } from './seed';

/** The child process of ./first-start.ts: creates, migrates and seeds one database, then exits. */
const send = process.send?.bind(process);
if (!send) throw new Error('first-start-child runs only as a forked child process');
const job = JSON.parse(process.argv[2] ?? '') as FirstStartJob;

async function run(): Promise<FirstStartReply> {
  let database: Database | undefined;
  try {
    database = createDb({ dataDir: job.pgliteDir, pgliteSettings: job.pgliteSettings });
    const applied = await migrateToLatest(database.db);
    const seeded = job.seedDemo ? await seedDemoIfEmpty(database.db, SERVER_ACTOR) : null;
    return { ok: true, pid: process.pid, applied, seeded };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await database?.close();
  }
}

const reply = await run();
send(reply, () => process.exit(reply.ok ? 0 : 1));
