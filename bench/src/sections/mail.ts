import { join } from 'node:path';
import { createDb, createJobQueueBoss, queries } from '@uniguide/db';
import { SMTPServer } from 'smtp-server';
import { ApiClient } from '../lib/api-client';
import type { SectionContext } from '../lib/section';
import {
  freePort,
  freshDataDir,
  removeDataDir,
  startServer,
  type ServerProcess,
} from '../lib/server-process';

/** The backlog whose drain is timed (goal: at least 20 messages a second). */
const DRAIN_BACKLOG = 500;
const DRAIN_GOAL_PER_SECOND = 20;
/** The backlog a password reset must overtake (goal: at the mail server within 60 s). */
const AHEAD_BACKLOG = 5_000;
const URGENT_GOAL_SECONDS = 60;
/** The demo agent, whose reset link is the urgent mail (the server seeds it). */
const RESET_ACCOUNT = 'agent@uniguide.test';
/** The longest the section waits for one figure; past it the figure is reported as missed. */
const WAIT_LIMIT_MS = 180_000;

/** A message the size of a rendered notification e-mail (about 12 KB of HTML). */
const BODY_HTML = `<!doctype html><html><body>${'<p>Your application moved on. '.repeat(400)}</p></body></html>`;

interface Sink {
  url: string;
  /** Arrival times (performance.now()) of the bulk messages, in order. */
  bulk: number[];
  /** Arrival time of the first message to RESET_ACCOUNT, and how many bulk ones were in by then. */
  reset: { at: number; bulkBefore: number } | null;
  close(): Promise<void>;
}

/** An SMTP server on loopback that accepts everything and notes when each message arrived. */
async function startSink(): Promise<Sink> {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = performance.now();
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.includes(RESET_ACCOUNT)) sink.reset ??= { at, bulkBefore: sink.bulk.length };
        else sink.bulk.push(at);
        callback();
      });
    },
  });
  const sink: Sink = {
    url: `smtp://127.0.0.1:${port}`,
    bulk: [],
    reset: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return sink;
}

/**
 * Writes `count` ordinary messages (kind `application_updates`) into a stopped server's embedded
 * database, with their send jobs, as a burst of notifications would have left them: the server
 * finds the backlog when it starts.
 */
async function writeBacklog(dataDir: string, count: number): Promise<void> {
  const database = createDb({ dataDir: join(dataDir, 'pglite') });
  const boss = createJobQueueBoss(database, { maintenance: false });
  await boss.start();
  try {
    const ids: number[] = [];
    // Short transactions: PGlite has one session.
    for (let start = 0; start < count; start += 500) {
      await database.db.transaction().execute(async (tx) => {
        for (let n = start; n < Math.min(count, start + 500); n += 1) {
          const row = await queries.outbox.insertOutboxMessage(tx, {
            toAddress: `bulk-${n}@bench.test`,
            template: 'notification_updates',
            kind: 'application_updates',
            userId: null,
            dedupeKey: null,
            subject: `Application update ${n}`,
            html: BODY_HTML,
            text: 'Your application moved on.',
            headers: {},
          });
          ids.push(row!.id);
        }
      });
    }
    for (let start = 0; start < ids.length; start += 500) {
      await boss.insert(
        'email-send',
        ids.slice(start, start + 500).map((outboxId) => ({ data: { outboxId } })),
      );
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
    await database.close();
  }
}

async function until(test: () => boolean, limitMs = WAIT_LIMIT_MS): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!test()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/**
 * A data dir the server has made (database, demo accounts, the job queue's tables) with `backlog`
 * messages waiting in it; then the server started on it with SMTP_URL at the sink.
 */
async function serverWithBacklog(
  label: string,
  backlog: number,
  sink: Sink,
): Promise<ServerProcess> {
  const dataDir = freshDataDir(label);
  const first = await startServer({ dataDir });
  await first.stop();
  await writeBacklog(dataDir, backlog);
  return startServer({ dataDir, env: { SMTP_URL: sink.url } });
}

/**
 * The e-mail worker against a local SMTP server (docs/decisions/034-mail-pace-tokens-and-restarts.md):
 * how fast a backlog of 500 drains, and how long a password reset takes to reach the mail server
 * when it is asked for behind a backlog of 5,000. The built server on its embedded database, as it
 * ships; the backlog is written into its database while it is stopped.
 */
export async function runMail(ctx: SectionContext): Promise<void> {
  const sink = await startSink();
  let server: ServerProcess | null = null;
  try {
    server = await serverWithBacklog('mail-drain', DRAIN_BACKLOG, sink);
    const drained = await until(() => sink.bulk.length >= DRAIN_BACKLOG);
    const first = sink.bulk[0] ?? 0;
    const last = sink.bulk[sink.bulk.length - 1] ?? first;
    const perSecond = drained ? (sink.bulk.length - 1) / ((last - first) / 1000) : 0;
    ctx.log(
      `${sink.bulk.length}/${DRAIN_BACKLOG} delivered; first → last ${((last - first) / 1000).toFixed(1)} s`,
    );
    ctx.add({
      name: `backlog of ${DRAIN_BACKLOG} drained to a local SMTP server`,
      value: perSecond,
      unit: 'msg/s',
      goal: { kind: 'min', target: DRAIN_GOAL_PER_SECOND },
      note: drained ? undefined : `only ${sink.bulk.length} in ${WAIT_LIMIT_MS / 1000} s`,
    });
    await server.stop();
    removeDataDir(server.dataDir);
    server = null;

    sink.bulk.length = 0;
    server = await serverWithBacklog('mail-urgent', AHEAD_BACKLOG, sink);
    // The worker is busy with the backlog when the reset is asked for.
    await until(() => sink.bulk.length > 0);
    const client = new ApiClient(server.url, server.origin);
    const asked = performance.now();
    await client.post('/api/password/forgot', { username: RESET_ACCOUNT });
    const arrived = await until(() => sink.reset !== null);
    const seconds = arrived && sink.reset ? (sink.reset.at - asked) / 1000 : WAIT_LIMIT_MS / 1000;
    ctx.log(
      `reset link at the SMTP server ${seconds.toFixed(2)} s after it was asked for; ` +
        `${sink.reset?.bulkBefore ?? sink.bulk.length} of ${AHEAD_BACKLOG} queued messages before it`,
    );
    ctx.add({
      name: `password reset behind ${AHEAD_BACKLOG} queued messages, asked → at the SMTP server`,
      value: seconds,
      unit: 's',
      goal: { kind: 'max', target: URGENT_GOAL_SECONDS },
      note: arrived ? undefined : 'never arrived',
    });
    ctx.detail('mail', {
      drain: { backlog: DRAIN_BACKLOG, perSecond },
      urgent: { backlog: AHEAD_BACKLOG, seconds, bulkBefore: sink.reset?.bulkBefore ?? null },
    });
  } finally {
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await sink.close();
  }
}
