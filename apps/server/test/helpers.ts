import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryStorage, type Storage } from '@uniguide/api';
import { newAgentInput } from '@uniguide/api/testing';
import type { Driver } from '@uniguide/db';
import { createTestDatabase, testDrivers, type TestDatabase } from '@uniguide/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { destination, pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { createStorage } from '../src/storage';
import { createUploadStore } from '../src/storage/upload-store';
import { SESSION_COOKIE } from '../src/plugins/session';
import {
  accountWithSession,
  multipartBody,
  seedProgram,
  type FormPart,
} from '../src/storage/test-fixtures';
import { ROUTE_MANIFEST_FILE, routePathsOf } from '../../../tooling/vite/route-manifest';

export const AGENT_HOST = 'localhost:3000';
export const ADMIN_HOST = 'admin.localhost:3000';
export const AGENT_ORIGIN = 'http://localhost:3000';
export const ADMIN_ORIGIN = 'http://admin.localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  agentDist: string;
  adminDist: string;
  close(): Promise<void>;
}

/** The route paths of an app's real route tree, as its build lists them in `routes.json`. */
export async function appRoutePaths(name: 'agent' | 'admin'): Promise<string[]> {
  const tree = fileURLToPath(new URL(`../../${name}/src/routeTree.gen.ts`, import.meta.url));
  return routePathsOf(await readFile(tree, 'utf8'));
}

/**
 * Two fake built apps, each with an index.html naming itself, one hashed asset and the route list its
 * real build would write.
 */
async function fakeDists(root: string) {
  const dists = { agentDist: join(root, 'agent'), adminDist: join(root, 'admin') };
  for (const [name, dir] of [
    ['agent', dists.agentDist],
    ['admin', dists.adminDist],
  ] as const) {
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><title>${name} app</title><div id="root"></div>`,
    );
    await writeFile(join(dir, 'assets', `${name}-Cx3f9a.js`), `console.log('${name}');`);
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      join(dir, ROUTE_MANIFEST_FILE),
      JSON.stringify({ routes: await appRoutePaths(name) }),
    );
  }
  await mkdir(join(dists.agentDist, 'images', 'universities'), { recursive: true });
  await writeFile(
    join(dists.agentDist, 'images', 'universities', 'khalifa.svg'),
    '<svg id="khalifa"/>',
  );
  return dists;
}

/**
 * Tests log only what the server logs as a defect (a 500, with its stack), so a test that meets one
 * shows why; outages (503) and requests stay quiet.
 */
const DEFECTS_TO_STDERR = pino({ level: 'error' }, destination(2));

/** The whole app on a fresh database of the given driver, serving fake built apps from a temp folder. */
export async function createTestApp(
  driver: Driver,
  config: Partial<AppConfig> = {},
  {
    pageEntry,
    ...extra
  }: Partial<Pick<BuildAppOptions, 'rows' | 'logger'>> & {
    /** The source of a fake server build of the agent app (its `dist-ssr/entry-server.js`). */
    pageEntry?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(driver);
  const root = await mkdtemp(join(tmpdir(), 'uniguide-server-test-'));
  const dists = await fakeDists(root);
  if (pageEntry !== undefined) {
    await mkdir(`${dists.agentDist}-ssr`);
    await writeFile(join(`${dists.agentDist}-ssr`, 'entry-server.js'), pageEntry);
  }
  const app = await buildApp({
    database,
    storage: createMemoryStorage(),
    uploadStore: createUploadStore({
      storageDriver: 'disk',
      dataDir: root,
      s3: undefined,
      uploadExpiryHours: 24,
    }),
    config: { ...dists, authRateLimit: 1000, mailRateLimit: 1000, shareRateLimit: 1000, ...config },
    logger: DEFECTS_TO_STDERR,
    ...extra,
  });
  await app.ready();
  return {
    app,
    database,
    ...dists,
    async close() {
      await app.close();
      await database.dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A test account: its user id and session token. */
export type Account = { userId: number; token: string };

export interface RestWorld {
  t: TestApp;
  programId: number;
  universityId: number;
  agent: Account;
  other: Account;
  admin: Account;
}

/**
 * The REST row tests' usual cast on a fresh app: one program (and its university), two agents of
 * different agencies and an administrator, each signed in. Set up before the tests of the `describe`
 * it is called in (a test file's own `beforeAll`, registered after this call, sees it) and closed
 * after them.
 */
export function restWorld(driver: Driver): RestWorld {
  const world = {} as RestWorld;
  beforeAll(async () => {
    const t = await createTestApp(driver);
    const { programId, universityId } = await seedProgram(t.database.db);
    const agent = await accountWithSession(t.database.db);
    const other = await accountWithSession(t.database.db);
    const admin = await accountWithSession(t.database.db, 'admin');
    Object.assign(world, { t, programId, universityId, agent, other, admin });
  });
  afterAll(async () => {
    await world.t?.close();
  });
  return world;
}

/** Each test database with each storage the server keeps files in without a service of its own. */
export const localStorageCombinations = () =>
  testDrivers().flatMap((db) =>
    (['disk', 'postgres'] as const).map((storage) => ({ db, storage })),
  );

export interface StorageTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: Storage;
  /** The folder of the disk storage (empty with postgres storage). */
  dataDir: string;
  close(): Promise<void>;
}

/** The app on a fresh database, keeping files in the given storage, ready for `inject`. */
export async function startStorageTestApp(
  driver: Driver,
  storageDriver: 'disk' | 'postgres',
): Promise<StorageTestApp> {
  const database = await createTestDatabase(driver);
  const dataDir = await mkdtemp(join(tmpdir(), 'uniguide-storage-test-'));
  const storage = createStorage({ storageDriver, dataDir }, database);
  const app = await buildApp({ database, storage, config: { authRateLimit: 1000 } });
  await app.ready();
  return {
    app,
    database,
    storage,
    dataDir,
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StorageWorld extends StorageTestApp {
  programId: number;
  universityId: number;
  agent: Account;
  other: Account;
  admin: Account;
}

/**
 * {@link startStorageTestApp} with restWorld's cast (one program, two agents, an administrator), set
 * up before the tests of the `describe` it is called in and closed after them.
 */
export function storageWorld(driver: Driver, storageDriver: 'disk' | 'postgres'): StorageWorld {
  const world = {} as StorageWorld;
  beforeAll(async () => {
    const started = await startStorageTestApp(driver, storageDriver);
    const { programId, universityId } = await seedProgram(started.database.db);
    const agent = await accountWithSession(started.database.db);
    const other = await accountWithSession(started.database.db);
    const admin = await accountWithSession(started.database.db, 'admin');
    Object.assign(world, started, { programId, universityId, agent, other, admin });
  });
  afterAll(async () => {
    await world.close?.();
  });
  return world;
}

/**
 * A multipart POST of `parts` to `url` on `host` (the agent app's unless given), as a browser sends
 * it, with the session of `token` when there is one.
 */
export async function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: FormPart[],
  { token, host = AGENT_HOST }: { token?: string | null; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': contentType,
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
    payload,
  });
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  host?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A JSON call as the apps and integration clients make it: same-origin, JSON, with the session cookie. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
) {
  const host = options.host ?? AGENT_HOST;
  const headers: Record<string, string> = { host, ...options.headers };
  if (options.origin !== null && method !== 'GET')
    headers.origin = options.origin ?? `http://${host}`;
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

/** The session token a response set, or undefined. */
export function sessionToken(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  return cookie && cookie.value ? cookie.value : undefined;
}

/** A valid sign-up (the API tests' `newAgentInput`); overrides may add what a client must not send. */
export function newAgent(overrides: Record<string, unknown> = {}) {
  return { ...newAgentInput(), ...overrides };
}

/** Registers over REST and answers the new user, its password and its session token. */
export async function registerOverRest(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const input = newAgent(overrides);
  const response = await call(app, 'POST', '/api/register', { body: input });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const token = sessionToken(response);
  if (!token) throw new Error('register set no cookie');
  return { user: response.json(), input, token };
}
