import { ApiClient } from '../lib/api-client';
import { signUpAgent } from '../lib/fixtures';
import { simulatedIp } from './random';
import type { LoadRecorder } from './recorder';

export interface LoadWorld {
  baseUrl: string;
  origin: string;
  programIds: number[];
  /** Date.now() after which every simulated user stops. */
  deadline: number;
  thinkMs: number;
  /** Milliseconds over which the simulated users' first actions are spread. */
  rampMs: number;
  recorder: LoadRecorder;
  uploadFile: Blob;
  counters: { created: number; uploads: number; statusChanges: number };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function think(world: LoadWorld, random: () => number): Promise<unknown> {
  return sleep(random() * 2 * world.thinkMs);
}

function client(world: LoadWorld, index: number): ApiClient {
  return new ApiClient(world.baseUrl, world.origin, { 'x-forwarded-for': simulatedIp(index) });
}

/** Registers simulated agent `index` from its own address (the sign-up limit is per client IP). */
export async function createAgent(
  world: LoadWorld,
  index: number,
  runId: string,
): Promise<ApiClient> {
  const agent = client(world, index);
  await signUpAgent(agent, `load-${runId}-${index}@bench.test`);
  return agent;
}

export async function signInAdmin(
  world: LoadWorld,
  index: number,
  username: string,
  password: string,
) {
  const admin = client(world, 60_000 + index);
  await admin.post('/api/login', { username, password });
  return admin;
}
