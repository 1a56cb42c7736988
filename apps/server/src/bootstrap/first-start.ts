import { fork } from 'node:child_process';
import { bundledEntry } from '@uniguide/api';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedResult } from './seed';

/** What the first start of an embedded database needs to know, passed to its child process. */
export interface FirstStartJob {
  /** The PGlite data directory (`<DATA_DIR>/pglite`). */
  pgliteDir: string;
  pgliteSettings: string[];
  seedDemo: boolean;
}

export type FirstStartReply =
  | { ok: true; pid: number; applied: string[]; seeded: SeedResult | null }
  | { ok: false; message: string };

export type FirstStartResult = Extract<FirstStartReply, { ok: true }>;

/** True while the embedded data directory holds no database: PostgreSQL has not written PG_VERSION. */
export function isFreshEmbeddedDir(pgliteDir: string): boolean {
  return !existsSync(join(pgliteDir, 'PG_VERSION'));
}

/**
 * Creates, migrates and (in demo mode) seeds a new embedded database in a short-lived child process.
 * PGlite's WebAssembly memory grows to over a gigabyte while it creates a database and never shrinks;
 * the child's exit hands all of it back, and the server then opens the finished directory
 * (docs/decisions/096-young-generation-grows-on-renders.md).
 */
export function firstStartInChildProcess(job: FirstStartJob): Promise<FirstStartResult> {
  const { url, execArgv } = bundledEntry(import.meta.url, {
    source: './first-start-child.ts',
    built: './first-start-child.js',
  });
  return new Promise((resolve, reject) => {
    const child = fork(url, [JSON.stringify(job)], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let reply: FirstStartReply | undefined;
    child.once('message', (message: FirstStartReply) => (reply = message));
    child.once('error', reject);
    // 'close', not 'exit': it comes after the IPC channel has delivered the last message.
    child.once('close', (code, signal) => {
      if (reply?.ok && code === 0) resolve(reply);
      else if (reply && !reply.ok) reject(new Error(reply.message));
      else
        reject(
          new Error(`Creating the embedded database failed: its process ended (${signal ?? code})`),
        );
    });
  });
}
