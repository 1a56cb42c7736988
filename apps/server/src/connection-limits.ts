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
