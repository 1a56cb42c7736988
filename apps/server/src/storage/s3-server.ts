import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../env';

/**
 * Test and fault-suite helper: a real S3-protocol server (s3rver) on loopback, its objects in a temp
 * folder, with one bucket. It checks request signatures, so wrong credentials are refused as by S3.
 */
export interface LocalS3 {
  settings: S3Settings;
  directory: string;
  /** Stops answering (open connections are cut); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(bucket = 'uniguide-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'uniguide-s3rver-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // close() waits for open sockets; cut them so a half-sent upload fails at once.
    const closing = running.close();
    running.httpServer?.closeAllConnections();
    await closing;
  };
  await start();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      credentials: ACCESS,
      forcePathStyle: true,
    },
    directory,
    stop,
    start,
    async dispose() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
