import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/server-process';

/**
 * A PostgreSQL cluster of the fault suite's own, in a temp folder on a free loopback port, so it
 * can be restarted at will (never the machine's shared server). initdb refuses root, so as root the
 * cluster runs as the `postgres` user.
 */
export interface OwnCluster {
  url: string;
  restart(): void;
  stop(): void;
}

function binDir(): string {
  const found = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'])
    .toString()
    .trim();
  if (!found) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  return found;
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'uniguide-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      { stdio: 'pipe', timeout: 60_000 },
    );
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', ...extra, action]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', ['-m', 'fast']),
    stop: () => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
