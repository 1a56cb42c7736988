import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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

/** Where s3rver keeps the parts of a multipart upload. */
function partsFolder(directory: string, bucket: string, uploadId: string): string {
  return join(directory, bucket, '._S3rver_uploads', basename(uploadId));
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * The two multipart calls s3rver lacks and the resumable-upload store needs (ListParts, to learn
 * what an unfinished upload holds; AbortMultipartUpload, to remove it), answered from s3rver's own
 * part files. Answers false to leave the request to s3rver.
 */
async function answerMultipart(
  request: IncomingMessage,
  response: ServerResponse,
  directory: string,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || (request.method !== 'GET' && request.method !== 'DELETE')) return false;
  const [, bucket = '', ...key] = url.pathname.split('/');
  const folder = partsFolder(directory, bucket, uploadId);
  const names = await readdir(folder).catch(() => null);
  if (!names) {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end(xml('<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>'));
    return true;
  }
  if (request.method === 'DELETE') {
    await rm(folder, { recursive: true, force: true });
    response.writeHead(204).end();
    return true;
  }
  const numbers = names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const [info, md5] = await Promise.all([
        stat(join(folder, String(number))),
        readFile(join(folder, `${number}.md5`), 'utf8'),
      ]);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
        `<Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker>` +
        `<NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>1000</MaxParts>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    ),
  );
  return true;
}

export async function startLocalS3(bucket = 'uniguide-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'uniguide-s3rver-'));
  let port = 0;
  let server: S3rver | undefined;
  // In front of s3rver, on the address clients use: the multipart calls it lacks, the rest passed on.
  const front = createServer((request, response) => {
    void answerMultipart(request, response, directory).then((answered) => {
      if (answered) return;
      if (!server) {
        request.socket.destroy();
        return;
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => request.socket.destroy());
      request.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const frontPort = (front.address() as AddressInfo).port;
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
    front.closeAllConnections();
    await closing;
  };
  await start();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${frontPort}`,
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
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
