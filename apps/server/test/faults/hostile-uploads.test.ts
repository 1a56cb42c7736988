import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectionAllowance } from '../../src/connection-limits';
import { request, startServer, type ServerProcess } from '../scale/cluster';
import {
  spoolFoldersIn,
  openDescriptors,
  oversizedBody,
  refusals,
  sendUpload,
  serverState,
  settlesTo,
  slowLoris,
  stillOpen,
  uploadWorld,
  validBody,
  type UploadWorld,
} from './hostile-uploads';

/** Descriptors the process may keep over its baseline (keep-alive sockets, the log). */
const FD_SLACK = 6;
const ROUNDS = Number(process.env.HOSTILE_UPLOAD_ROUNDS ?? 300);
const PER_CLIENT = 20;
const BODY_TIMEOUT_SECONDS = 3;
/**
 * How long the server may take to turn away the sockets over a limit: it closes them as it accepts
 * them, which on a loaded machine takes more than `slowLoris`'s half second. The wait ends before the
 * body timeout could end a held socket (half a second, a probe's 200 ms and a margin short of it,
 * counted from when the sockets opened), so a server that held every socket cannot pass by waiting.
 */
const TURN_AWAY_MS = BODY_TIMEOUT_SECONDS * 1000 - 800;
const FD_LIMIT = 256;

describe('the embedded server under ulimit -n 256, against hostile uploads', () => {
  let root: string;
  let spool: string;
  let server: ServerProcess;
  let world: UploadWorld;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'uniguide-hostile-'));
    spool = join(root, 'tmp');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(spool));
    server = await startServer(
      {
        DATA_DIR: join(root, 'data'),
        TMPDIR: spool,
        // tsx would fill its compile cache under this TMPDIR at start, writing hundreds of files at
        // once: past 256 descriptors before the server listens. The limit is for the server's own use.
        TSX_DISABLE_CACHE: '1',
        AGENT_DIST: root,
        ADMIN_DIST: root,
        AUTH_RATE_LIMIT: '1000',
        REQUEST_BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
        UPLOAD_IDLE_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
        IDLE_SOCKET_TIMEOUT_SECONDS: '10',
        MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
      },
      { fdLimit: FD_LIMIT },
    );
    world = await uploadWorld(server);
  }, 240_000);
  // Any failure comes with the server's side of the story (it once stopped answering mid-run).
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && server)
      console.error(`[hostile uploads] ${task.name}:\n${await serverState(server, FD_LIMIT)}`);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('starts and serves within 256 descriptors', async () => {
    expect((await request(server, 'GET', '/api/health')).status).toBe(200);
    expect((await request(server, 'GET', '/api/programs?search=business')).status).toBe(200);
    expect(await openDescriptors(server.pid)).toBeLessThan(160);
  });

  it('releases every descriptor and temp file on every refusal path, then still serves', async () => {
    // Warm: the first upload opens the uploads folder and PostgreSQL's files for documents.
    expect((await sendUpload(server, world.token, validBody(world))).status).toBe(201);
    const baseline = await openDescriptors(server.pid);

    const kinds = refusals(world);
    for (const [kind, refusal] of Object.entries(kinds)) {
      for (let round = 0; round < ROUNDS; round += 1) {
        const answer = await sendUpload(server, refusal.token, refusal.body, {
          contentLength: 'contentLength' in refusal ? refusal.contentLength : undefined,
        });
        // A server that stopped answering says why: exited, out of descriptors, or its own errors.
        if (answer.status !== refusal.status) {
          throw new Error(
            `${kind} #${round}: ${answer.status} ${answer.body}\n${await serverState(server, FD_LIMIT)}`,
          );
        }
        expect(JSON.parse(answer.body)).toMatchObject({
          message: expect.any(String),
          code: expect.any(String),
          issues: expect.any(Array),
        });
      }
    }
    const valid = validBody(world);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Clients that go away half-way through the file.
      await sendUpload(server, world.token, valid, { abortAfter: valid.length - 40 });
    }
    for (let round = 0; round < 10; round += 1) {
      expect((await sendUpload(server, world.token, oversizedBody(world))).status).toBe(413);
    }

    expect((await sendUpload(server, world.token, validBody(world))).status).toBe(201);
    expect((await request(server, 'GET', '/api/health')).status).toBe(200);
    expect((await request(server, 'GET', '/api/universities')).status).toBe(200);
    expect(
      await settlesTo(() => openDescriptors(server.pid), baseline + FD_SLACK),
    ).toBeLessThanOrEqual(baseline + FD_SLACK);
    expect(await settlesTo(async () => (await spoolFoldersIn(spool)).length, 0)).toBe(0);
  }, 600_000);

  it('answers a stalled upload 408 in the error shape within the idle limit and cleans up', async () => {
    const body = validBody(world);
    const started = Date.now();
    const answer = await sendUpload(server, world.token, body, { stallAfter: body.length - 40 });
    const seconds = (Date.now() - started) / 1000;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      message: `The upload stopped arriving: no data for ${BODY_TIMEOUT_SECONDS} seconds. Please try again.`,
      code: 'REQUEST_TIMEOUT',
      issues: [],
    });
    expect(seconds).toBeLessThan(BODY_TIMEOUT_SECONDS + 3);
    expect(await settlesTo(async () => (await spoolFoldersIn(spool)).length, 0, 2000)).toBe(0);
  });

  it('holds at most MAX_CONNECTIONS_PER_CLIENT slow-loris sockets of one client', async () => {
    const sockets = await slowLoris(server, PER_CLIENT + 30);
    expect(
      await settlesTo(async () => stillOpen(sockets), PER_CLIENT, TURN_AWAY_MS),
    ).toBeLessThanOrEqual(PER_CLIENT);
    // The ones held are ended by the body timeout, and the server still serves.
    const deadline = Date.now() + (BODY_TIMEOUT_SECONDS + 5) * 1000;
    while (stillOpen(sockets) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stillOpen(sockets)).toBe(0);
    expect((await request(server, 'GET', '/api/health')).status).toBe(200);
  });

  it('holds no more sockets than the open-file limit leaves room for, from any number of addresses', async () => {
    // The start-up log says which limit applies: here the descriptors, not MAX_CONNECTIONS (512).
    const allowance = connectionAllowance(
      { maxConnections: 512, maxConnectionsPerClient: PER_CLIENT },
      FD_LIMIT,
    );
    expect(allowance.capped).toBe(true);
    const line = server.logs().find((entry) => entry.msg.startsWith('connections:'));
    expect(line?.msg).toContain(`at most ${allowance.maxConnections}, below MAX_CONNECTIONS (512)`);
    expect(line?.msg).toContain(`open-file limit is ${FD_LIMIT}`);

    // 320 slow sockets from five addresses, each address within its own allowance.
    const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
    const sockets = (
      await Promise.all(addresses.map((address) => slowLoris(server, 64, address)))
    ).flat();
    expect(
      await settlesTo(async () => stillOpen(sockets), allowance.maxConnections, TURN_AWAY_MS),
    ).toBeLessThanOrEqual(allowance.maxConnections);
    // What is left of the descriptors is room for the database, storage and logs.
    expect(await openDescriptors(server.pid)).toBeLessThan(FD_LIMIT - 64);
    for (const socket of sockets) socket.destroy();
    expect(
      await settlesTo(
        async () => ((await request(server, 'GET', '/api/health')).status === 200 ? 0 : 1),
        0,
      ),
    ).toBe(0);
  });
});
