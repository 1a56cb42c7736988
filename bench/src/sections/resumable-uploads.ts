import { Upload } from 'tus-js-client';
import { startThrottleProxy, type ThrottleProxy } from '@uniguide/server/throttle-proxy';
import { createApplication, pdfOfSize, signedInAgent } from '../lib/fixtures';
import { sampleRss } from '../lib/rss';
import { removeDataDir, startServer } from '../lib/server-process';
import { acceptedRow, type SectionContext } from '../lib/section';

const CONCURRENT = 20;
/** 10 MB (decimal): a full-size upload under the 10 MiB limit. */
const FILE_BYTES = 10_000_000;
const GROWTH_GOAL_MB = 64;
const MB = 1024 * 1024;
const KB = 1024;

/**
 * Resumable uploads (tus, /api/uploads; docs/decisions/038-resumable-uploads.md) as agents on weak
 * links send them: throughput through a loopback proxy capped at 64 KB/s and at 1 MB/s, and the
 * server's RSS while twenty 10 MB resumable uploads run at once.
 */
export async function runResumableUploads(ctx: SectionContext): Promise<void> {
  const server = await startServer({
    env: { UPLOAD_MAX_PARTIAL_COUNT: '100', UPLOAD_MAX_PARTIAL_MB: '1000' },
  });
  let proxy: ThrottleProxy | undefined;
  try {
    const { client, program } = await signedInAgent(
      server,
      `bench-resumable-${Date.now()}@bench.test`,
    );
    const applicationId = await createApplication(client, program.id);
    proxy = await startThrottleProxy({ host: '127.0.0.1', port: server.port });

    const send = (data: Buffer, name: string, base = server.url) =>
      new Promise<void>((resolve, reject) => {
        new Upload(data, {
          endpoint: `${base}/api/uploads`,
          headers: { cookie: client.cookieHeader(), origin: server.origin },
          metadata: { filename: name, applicationId: String(applicationId), documentType: 'other' },
          retryDelays: [0, 1000],
          onSuccess: () => resolve(),
          onError: reject,
        }).start();
      });

    await send(pdfOfSize(1_000_000), 'warm-up.pdf');

    for (const [label, rate, bytes] of [
      ['64 KB/s', 64 * KB, 1_000_000],
      ['1 MB/s', MB, FILE_BYTES],
    ] as const) {
      proxy.setRate(rate);
      const started = performance.now();
      await send(pdfOfSize(bytes), `capped-${label}.pdf`, proxy.url);
      const seconds = (performance.now() - started) / 1000;
      const achieved = bytes / seconds;
      ctx.log(`${(bytes / MB).toFixed(1)} MB through a ${label} cap in ${seconds.toFixed(1)} s`);
      ctx.add({
        name: `resumable upload throughput at a ${label} cap`,
        value: achieved / KB,
        unit: 'KB/s',
        reference: { label: 'cap', value: rate / KB },
        note: `${(bytes / MB).toFixed(1)} MB file; ratio = share of the link used`,
      });
    }
    proxy.setRate(null);

    const file = pdfOfSize(FILE_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sampler = sampleRss(server.pid, 50);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) => send(file, `resumable-${i}.pdf`)),
    );
    const seconds = (performance.now() - started) / 1000;
    const rss = await sampler.stop();
    const failed = results.filter((result) => result.status === 'rejected');
    const growth = (rss.peak - rss.baseline) / MB;
    ctx.log(
      `RSS ${(rss.baseline / MB).toFixed(0)} → peak ${(rss.peak / MB).toFixed(0)} MB; ` +
        `${CONCURRENT - failed.length}/${CONCURRENT} resumable uploads in ${seconds.toFixed(1)} s`,
    );
    ctx.add({
      name: `peak RSS growth, ${CONCURRENT} × 10 MB resumable`,
      value: growth,
      unit: 'MB',
      reference: { label: 'bytes uploaded', value: (CONCURRENT * FILE_BYTES) / MB },
      goal: { kind: 'max', target: GROWTH_GOAL_MB },
      note: `baseline RSS ${(rss.baseline / MB).toFixed(0)} MB`,
    });
    ctx.add(acceptedRow('resumable uploads accepted', results));
    ctx.detail('resumable', { ...rss, seconds, concurrent: CONCURRENT, fileBytes: FILE_BYTES });
  } finally {
    await proxy?.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
