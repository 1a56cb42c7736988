import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from './config';

type Limits = Pick<AppConfig, 'maxConnections' | 'maxConnectionsPerClient' | 'trustProxy'>;

/**
 * Bounds the sockets a slow or abandoned client can hold: `maxConnections` in all (Node closes any
 * beyond it) and, unless a proxy owns every socket (TRUST_PROXY), `maxConnectionsPerClient` per
 * address, so one slow-loris host cannot take the whole allowance (decision 018).
 */
export function limitConnections(server: Server, limits: Limits): void {
  server.maxConnections = limits.maxConnections;
  if (limits.trustProxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? 'unknown';
    const count = open.get(client) ?? 0;
    if (count >= limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/**
 * Descriptors kept for everything that is not a client's socket: Node itself, the log, the embedded
 * database's files or the PostgreSQL pool and the job queue's connections, Redis, SMTP (an idle
 * embedded server holds about 80).
 */
export const RESERVED_DESCRIPTORS = 128;

/**
 * Descriptors per connection: its socket, and a file it may hold while it is served (an upload's
 * spool file, a document being read or written by the disk store).
 */
export const DESCRIPTORS_PER_CONNECTION = 2;

/** The soft open-file limit in a `/proc/<pid>/limits` text, or null when it is unlimited or absent. */
export function parseOpenFileLimit(limits: string): number | null {
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  if (soft === undefined || !/^\d+$/.test(soft)) return null;
  return Number(soft);
}

/** This process's open-file limit (Linux), or null where it cannot be read. */
export function readOpenFileLimit(): number | null {
  try {
    return parseOpenFileLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}

export interface ConnectionAllowance {
  /** The sockets the server keeps open at most. */
  maxConnections: number;
  maxConnectionsPerClient: number;
  /** MAX_CONNECTIONS as configured. */
  configured: number;
  openFileLimit: number | null;
  /** What the open-file limit alone allows, or null when it is unknown. */
  fitsDescriptors: number | null;
  /** Whether the open-file limit, not MAX_CONNECTIONS, is what applies. */
  capped: boolean;
}

/**
 * MAX_CONNECTIONS, lowered where the process's open-file limit could not hold that many sockets
 * and still open what serving them needs: a full house of slow sockets must not leave the server
 * unable to open a file or a database connection (docs/decisions/018-hostile-clients.md).
 */
export function connectionAllowance(
  configured: Pick<Limits, 'maxConnections' | 'maxConnectionsPerClient'>,
  openFileLimit: number | null,
): ConnectionAllowance {
  const fitsDescriptors =
    openFileLimit === null
      ? null
      : Math.max(
          1,
          Math.floor((openFileLimit - RESERVED_DESCRIPTORS) / DESCRIPTORS_PER_CONNECTION),
        );
  const maxConnections = Math.min(configured.maxConnections, fitsDescriptors ?? Infinity);
  return {
    maxConnections,
    maxConnectionsPerClient: Math.min(configured.maxConnectionsPerClient, maxConnections),
    configured: configured.maxConnections,
    openFileLimit,
    fitsDescriptors,
    capped: maxConnections < configured.maxConnections,
  };
}

/** The start-up log line that says which limit applies. */
export function connectionAllowanceLine(allowance: ConnectionAllowance): {
  level: 'info' | 'warn';
  fields: object;
  message: string;
} {
  const { maxConnections, configured, openFileLimit, fitsDescriptors } = allowance;
  const fields = { maxConnections, configured, openFileLimit, reserved: RESERVED_DESCRIPTORS };
  if (allowance.capped)
    return {
      level: 'warn',
      fields,
      message: `connections: at most ${maxConnections}, below MAX_CONNECTIONS (${configured}), because the open-file limit is ${openFileLimit} (${RESERVED_DESCRIPTORS} kept for the database, storage and logs, then ${DESCRIPTORS_PER_CONNECTION} per connection); raise it with ulimit -n or the container's nofile limit`,
    };
  const headroom =
    fitsDescriptors === null
      ? 'the open-file limit could not be read'
      : `the open-file limit of ${openFileLimit} would allow ${fitsDescriptors}`;
  return {
    level: 'info',
    fields,
    message: `connections: at most ${maxConnections}, as MAX_CONNECTIONS says (${headroom})`,
  };
}
