import { createApplication, pdfOfSize, signedInAgent, uploadForm } from '../lib/fixtures';
import { sampleRss } from '../lib/rss';
import { removeDataDir, startServer } from '../lib/server-process';
import { acceptedRow, type SectionContext } from '../lib/section';

const CONCURRENT = 20;
/** 10 MB (decimal): a full-size upload that stays under the 10 MiB limit. */
const FILE_BYTES = 10_000_000;
const GROWTH_GOAL_MB = 64;
const MB = 1024 * 1024;

/**
 * Twenty 10 MB uploads at once while /proc/<pid>/status is sampled every 50 ms. A server that buffers files
 * grows by about the bytes in flight (~200 MB); a streaming one by its socket and parser buffers only.
 */
export async function runUploads(ctx: SectionContext): Promise<void> {
  const server = await startServer();
  try {
    const { client, program } = await signedInAgent(
      server,
      `bench-uploads-${Date.now()}@bench.test`,
    );
    const applicationId = await createApplication(client, program.id);
    const file = new Blob([pdfOfSize(FILE_BYTES)], { type: 'application/pdf' });

    // One upload first: the parser, storage folder and JIT warm up outside the measured window.
    await client.request('POST', '/api/documents', {
      body: uploadForm(applicationId, file, 'warm-up.pdf'),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const sampler = sampleRss(server.pid, 50);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        client.request('POST', '/api/documents', {
          body: uploadForm(applicationId, file, `transcript-${i}.pdf`),
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const rss = await sampler.stop();
    const failed = results.filter((result) => result.status === 'rejected');
    const growth = (rss.peak - rss.baseline) / MB;
    const sentMb = (CONCURRENT * FILE_BYTES) / MB;

    ctx.log(
      `RSS ${(rss.baseline / MB).toFixed(0)} → peak ${(rss.peak / MB).toFixed(0)} MB over ${rss.samples} samples; ` +
        `${CONCURRENT - failed.length}/${CONCURRENT} uploads in ${seconds.toFixed(1)} s`,
    );
    ctx.add({
      name: `peak RSS growth, ${CONCURRENT} × 10 MB concurrent`,
      value: growth,
      unit: 'MB',
      reference: { label: 'bytes uploaded', value: sentMb },
      goal: { kind: 'max', target: GROWTH_GOAL_MB },
      note: `ratio = share of the uploaded bytes held in memory at the peak; baseline RSS ${(rss.baseline / MB).toFixed(0)} MB`,
    });
    ctx.add(acceptedRow('uploads accepted', results));
    ctx.add({ name: 'upload throughput', value: sentMb / seconds, unit: 'MB/s' });
    ctx.detail('rss', { ...rss, seconds, concurrent: CONCURRENT, fileBytes: FILE_BYTES });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
