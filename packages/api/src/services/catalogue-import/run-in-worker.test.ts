import { readFileSync } from 'node:fs';
import { AppError } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { prepareInWorker, spareImportWorkerThreadId } from './run-in-worker';

const messy = readFileSync(new URL('./fixtures/messy.csv', import.meta.url));

/** The worker threads that read catalogues: started once, kept while an admin imports file after file. */
describe('catalogue import worker', () => {
  it('keeps the worker that answered and prepares the next catalogue on it', async () => {
    const first = await prepareInWorker({ buffer: messy, fileName: 'messy.csv' });
    expect(first.sheet.rows).toHaveLength(14);
    const kept = spareImportWorkerThreadId();
    expect(kept).toBeDefined();

    const second = await prepareInWorker({ buffer: messy, fileName: 'messy.csv' });
    expect(second.mapped.rows).toEqual(first.mapped.rows);
    expect(spareImportWorkerThreadId()).toBe(kept);
  });

  it('reports a file it cannot read and stays ready for the next one', async () => {
    const kept = spareImportWorkerThreadId() ?? (await prepareAndKeep());
    const refused = await prepareInWorker({
      buffer: Buffer.from('not a workbook'),
      fileName: 'catalogue.xlsx',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(spareImportWorkerThreadId()).toBe(kept);
  });

  it('gives two catalogues read at once a worker each and keeps one of them', async () => {
    const kept = spareImportWorkerThreadId() ?? (await prepareAndKeep());
    const changed = Buffer.from(messy.toString('utf8').replace('AED 47000,4,', 'AED 49000,4,'));
    const [original, edited] = await Promise.all([
      prepareInWorker({ buffer: messy, fileName: 'original.csv' }),
      prepareInWorker({ buffer: changed, fileName: 'edited.csv' }),
    ]);
    // Each answer is its own file's: the Nursing fee as each file has it.
    const nursingFee = (prepared: typeof original) =>
      prepared.mapped.rows.flatMap((row) =>
        row.status === 'ok' && row.program.name === 'Bachelor of Nursing (Hons)'
          ? [row.program.tuitionAed]
          : [],
      );
    expect(nursingFee(original)).toEqual([47_000]);
    expect(nursingFee(edited)).toEqual([49_000]);
    // The spare went to the first; the second started a worker of its own, which was then ended.
    expect(spareImportWorkerThreadId()).toBe(kept);
  });
});

async function prepareAndKeep(): Promise<number | undefined> {
  await prepareInWorker({ buffer: messy, fileName: 'messy.csv' });
  return spareImportWorkerThreadId();
}
