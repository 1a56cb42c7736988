import { enqueueEmail, JOBS, setJobQueue } from '@uniguide/api';
import { createJobQueueBoss, queries, type PgBoss } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOverRest } from '../helpers';
import { ACCESS_MATRIX, tokenFor, type MatrixEntry } from './access-matrix';
import { procedures, trpcCall } from './http';
import { buildWorld, type Role, type World } from './world';

/** How one mutation is called for this test when the matrix's own call would change nothing. */
interface AuditCall {
  role?: Role;
  input?: (world: World) => unknown;
  /** The user the row must name when the caller is anonymous (sign-up and sign-in name the account). */
  userId?: (world: World, data: unknown) => number;
  /** Undoes what `input` set up beyond the database (a started job queue), whatever the call did. */
  after?: () => Promise<void>;
}

const catalogueCsv = Buffer.from(
  'Name of Degree,University name,Degree Level\nBSc Audit Studies,Audit University,Bachelor\n',
).toString('base64');

/** A spare agent, so admin account changes leave the world's accounts as they are. */
async function spareAgent(world: World): Promise<number> {
  const { user } = await registerOverRest(world.t.app);
  return (user as { id: number }).id;
}

let deadJobQueue: PgBoss | null = null;

/**
 * A real dead job: a started queue (no workers, no schedules) made this process's queue, an e-mail
 * job that failed its only attempt and went to the dead jobs, as a refused e-mail's does. Without a
 * queue the call answers 503 (the access matrix checks that).
 */
async function deadEmailJob(world: World): Promise<string> {
  const database = world.t.database;
  const boss = createJobQueueBoss(database, { schema: database.schema, maintenance: false });
  deadJobQueue = boss;
  await boss.start();
  await boss.createQueue(JOBS.deadJobs);
  await boss.createQueue(JOBS.emailSend, { retryLimit: 0, deadLetter: JOBS.deadJobs });
  const outboxId = await database.db.transaction().execute((tx) =>
    enqueueEmail(tx, {
      to: 'dead-job@example.com',
      template: 'password_changed',
      props: { signInUrl: 'http://localhost:3000/login' },
    }),
  );
  await database.db
    .updateTable('outbox')
    .set({ state: 'dead' })
    .where('id', '=', outboxId)
    .execute();
  await boss.send(JOBS.emailSend, { outboxId });
  const [job] = await boss.fetch(JOBS.emailSend);
  await boss.fail(JOBS.emailSend, job!.id, { message: '550 mailbox unavailable' });
  const [dead] = await boss.findJobs(JOBS.deadJobs, { queued: true });
  setJobQueue(boss);
  return dead!.id;
}

/*
 * Several mutations audit only a real change (markRead, savedProgram.add/remove, setRole) or audit
 * nothing on a dry run (catalogue import): each gets a precondition that makes its call change something.
 */
const AUDIT_CALLS: Record<string, AuditCall> = {
  'auth.register': { userId: (_world, data) => (data as { id: number }).id },
  'auth.login': { userId: (world) => world.accounts.target.userId },
  // Signing out is only a change for a signed-in caller.
  'auth.logout': { role: 'agent' },
  'notification.markRead': {
    input: async (world) => {
      const notification = await queries.notifications.insertNotification(world.t.database.db, {
        userId: world.accounts.agent.userId,
        type: 'status_change',
        title: 'Audit coverage',
      });
      return { ids: [notification.id] };
    },
  },
  'savedProgram.add': {
    input: async (world) => {
      await queries.catalogue.unsaveProgram(
        world.t.database.db,
        world.accounts.agent.userId,
        world.programId,
      );
      return { programId: world.programId };
    },
  },
  'savedProgram.remove': {
    input: async (world) => {
      await queries.catalogue.saveProgram(
        world.t.database.db,
        world.accounts.agent.userId,
        world.programId,
      );
      return { programId: world.programId };
    },
  },
  'admin.user.setActive': {
    input: async (world) => ({ id: await spareAgent(world), active: false }),
  },
  'admin.user.setRole': {
    input: async (world) => ({ id: await spareAgent(world), role: 'admin' }),
  },
  // Reading is only a change when the other side wrote something unread.
  'message.markRead': {
    input: async (world) => {
      await queries.conversation.insertMessage(world.t.database.db, {
        applicationId: world.applicationId,
        authorId: world.accounts.admin.userId,
        side: 'admin',
        body: 'Audit coverage',
      });
      return { applicationId: world.applicationId };
    },
  },
  // A real link from the verification e-mail of a fresh sign-up.
  'auth.verifyEmail': {
    input: async (world) => {
      const { input } = await registerOverRest(world.t.app);
      const mail = await world.t.database.db
        .selectFrom('outbox')
        .select('text')
        .where('toAddress', '=', input.username)
        .where('template', '=', 'verify_email')
        .executeTakeFirstOrThrow();
      return { token: /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] };
    },
    userId: (_world, data) => (data as { id: number }).id,
  },
  'admin.outbox.retryDeadJob': {
    input: async (world) => ({ id: await deadEmailJob(world) }),
    after: async () => {
      setJobQueue(null);
      await deadJobQueue?.stop({ graceful: false, close: true });
      deadJobQueue = null;
    },
  },
  'admin.catalogue.import': {
    input: () => ({ fileName: 'catalogue.csv', contentBase64: catalogueCsv, dryRun: false }),
  },
};

/** The matrix's allowed caller: the owner agent for agent records, the admin for admin ones. */
function callerOf(entry: MatrixEntry, path: string): Role {
  const override = AUDIT_CALLS[path]?.role;
  if (override) return override;
  if (entry.access === 'admin') return 'admin';
  if (entry.access === 'agencyOwner') return 'agencyOwner';
  if (entry.access === 'public') return 'anonymous';
  return 'agent';
}

const MUTATIONS = procedures().filter((procedure) => procedure.type === 'mutation');

describe.each(testDrivers())('audit coverage on %s', (driver) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp(driver));
  });
  afterAll(async () => {
    await world.t.close();
  });

  async function auditCount(): Promise<number> {
    const row = await world.t.database.db
      .selectFrom('auditLogs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  function newestAudit() {
    return world.t.database.db
      .selectFrom('auditLogs')
      .select(['userId', 'action', 'resourceType'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  /** What is wrong with one mutation's audit trail, or null when its call wrote a sensible row. */
  async function auditProblem(path: string): Promise<string | null> {
    const entry = ACCESS_MATRIX[path];
    if (!entry) return 'has no access-matrix entry to call it with';
    const role = callerOf(entry, path);
    const custom = AUDIT_CALLS[path];
    const input = custom?.input ? await custom.input(world) : await entry.input?.({ world, role });
    const token = await tokenFor(world, role, entry);
    const before = await auditCount();
    const response = await trpcCall(world.t.app, 'mutation', path, input, token).finally(() =>
      custom?.after?.(),
    );
    if (response.statusCode !== 200)
      return `answered ${response.statusCode} as ${role}: ${response.body}`;
    if ((await auditCount()) <= before) return `wrote no audit row when called as ${role}`;

    const row = await newestAudit();
    if (!row.action.trim() || !row.resourceType.trim())
      return `wrote an audit row without action or resource type: ${JSON.stringify(row)}`;
    const data = (response.json() as { result?: { data?: unknown } }).result?.data;
    const expectedUser =
      role === 'anonymous' ? custom?.userId?.(world, data) : world.accounts[role].userId;
    if (expectedUser !== undefined && row.userId !== expectedUser)
      return `audit row names user ${row.userId}, expected ${expectedUser}`;
    return null;
  }

  it('finds the mutations to check', () => {
    expect(MUTATIONS.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining(['auth.register', 'application.create', 'admin.program.delete']),
    );
  });

  it('writes an audit row naming action, resource and user for every mutation of the router', async () => {
    const problems: string[] = [];
    for (const { path } of MUTATIONS) {
      const problem = await auditProblem(path);
      if (problem) problems.push(`${path} ${problem}`);
    }
    expect(problems, 'mutations without a sensible audit row').toEqual([]);
  });
});
