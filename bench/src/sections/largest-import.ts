import { setTimeout as sleep } from 'node:timers/promises';
import { buildXlsx } from '@uniguide/api/testing/xlsx';
import { createDb } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { ADMIN, adminCall } from '../lib/admin-call';
import { csvRecords, realCatalogue } from '../lib/catalogue-file';
import { loopProbe } from '../lib/loop-probe';
import { sampleRss } from '../lib/rss';
import type { SectionContext } from '../lib/section';
import { freshDataDir, removeDataDir, startServer } from '../lib/server-process';
import { SERVER_ENTRY } from '../lib/paths';

/** The largest import the documented limits allow: one row under the 50,000-row limit. */
const ROWS = 49_999;
const MB = 1024 * 1024;
/** How long the server is watched idle before the import, for the machine's own pauses. */
const IDLE_MS = 20_000;

/**
 * A 49,999-row workbook from the real catalogue: its rows over and over, each copy's program names
 * numbered so every row is a program of its own (the universities are the real ones).
 */
function largestWorkbook(csv: Buffer): Buffer {
  const text = csv.toString('utf8').replace(/^\uFEFF/, '');
  const [header = [], ...rows] = csvRecords(text).filter((row) => row.some((cell) => cell.trim()));
  const nameColumn = header.findIndex((cell) => /name of degree|program/i.test(cell));
  if (nameColumn === -1) throw new Error('The catalogue has no program column');
  const table: string[][] = [header];
  for (let index = 0; index < ROWS; index += 1) {
    const row = [...rows[index % rows.length]!];
    const copy = Math.floor(index / rows.length);
    if (copy > 0) row[nameColumn] = `${row[nameColumn]} ${copy + 1}`;
    table.push(row);
  }
  return buildXlsx([{ name: 'Programs', rows: table }]);
}

/**
 * The largest allowed import (docs/product.md §8, §12): a 49,999-row XLSX imported over REST into
 * the built server holding the demo catalogue. The server's event loop is watched from inside
 * (node:perf_hooks, ./loop-probe.ts) and its RSS from outside. Goals: no pause over 200 ms, RSS
 * within 400 MB.
 */
export async function runLargestImport(ctx: SectionContext): Promise<void> {
  const catalogue = realCatalogue();
  if (!catalogue) {
    ctx.add({
      name: 'largest import',
      value: null,
      unit: 'ms',
      note: 'shared/data/uae-programs-source.csv not found (set UNIGUIDE_SHARED_DATA)',
    });
    return;
  }
  const workbook = largestWorkbook(catalogue.buffer);
  ctx.log(`${ROWS}-row workbook: ${(workbook.byteLength / MB).toFixed(2)} MB`);
  await measure(ctx, 'embedded PGlite', {}, workbook);
  const url = process.env.BENCH_IMPORT_DATABASE_URL;
  if (url) {
    // A database of its own beside the given one, new for each run: the import creates every row.
    const fresh = new URL(url);
    fresh.pathname = '/uniguide_bench_largest_import';
    await recreateDatabase(url, 'uniguide_bench_largest_import', true);
    try {
      await measure(ctx, 'PostgreSQL', { DATABASE_URL: fresh.toString() }, workbook);
    } finally {
      await recreateDatabase(url, 'uniguide_bench_largest_import', false);
    }
  } else ctx.log('BENCH_IMPORT_DATABASE_URL is not set: the PostgreSQL run is skipped');
}

/** Drops the database `name` on the server of `url` and, with `create`, makes it anew. */
async function recreateDatabase(url: string, name: string, create: boolean): Promise<void> {
  const { db, close } = createDb({ databaseUrl: url, poolMax: 1 });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db);
    if (create) await sql`CREATE DATABASE ${sql.id(name)}`.execute(db);
  } finally {
    await close();
  }
}

async function measure(
  ctx: SectionContext,
  tier: string,
  env: Record<string, string>,
  workbook: Buffer,
): Promise<void> {
  const dataDir = freshDataDir('largest-import');
  const probe = loopProbe(dataDir);
  const server = await startServer({
    dataDir,
    env: { ...env, ...probe.env, ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    command: { file: process.execPath, args: [...probe.nodeArgs, SERVER_ENTRY] },
  });
  try {
    const login = await adminCall(server, '/api/login', ADMIN, '');
    if (login.status !== 200)
      throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
    // The same server idle for a while first: on a shared machine the scheduler alone pauses a
    // process, and this says how much.
    await probe.read(server.pid);
    await sleep(IDLE_MS);
    const idle = await probe.read(server.pid);
    const rss = sampleRss(server.pid);
    const started = performance.now();
    const answer = await adminCall(
      server,
      '/api/admin/programs/import',
      { fileName: 'largest.xlsx', contentBase64: workbook.toString('base64'), dryRun: false },
      login.cookie,
    );
    const seconds = (performance.now() - started) / 1000;
    const loop = await probe.read(server.pid);
    const memory = await rss.stop();
    if (answer.status !== 200)
      throw new Error(`import answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    const report = JSON.parse(answer.text) as Record<string, number>;
    const accounted = ['created', 'updated', 'unchanged', 'duplicates', 'rejected'].reduce(
      (sum, key) => sum + report[key]!,
      0,
    );
    if (report.rowsRead !== ROWS || accounted !== ROWS)
      throw new Error(`the import read ${report.rowsRead} rows and accounted for ${accounted}`);
    ctx.log(
      `${tier}: idle ${IDLE_MS / 1000} s: event loop max ${idle.maxMs.toFixed(0)} ms; ${ROWS} rows in ${seconds.toFixed(1)} s (created ${report.created}, updated ${report.updated}, ` +
        `duplicates ${report.duplicates}, rejected ${report.rejected}); event loop max ${loop.maxMs.toFixed(0)} ms, ` +
        `p99 ${loop.p99Ms.toFixed(0)} ms, pauses over 100 ms: ${loop.pauses.map((pause) => pause.ms).join(', ') || 'none'}; ` +
        `RSS ${(memory.baseline / MB).toFixed(0)} → peak ${(memory.peak / MB).toFixed(0)} MB; report ${(answer.text.length / MB).toFixed(1)} MB`,
    );
    ctx.add({
      name: `${tier}: longest event-loop pause during the ${ROWS.toLocaleString('en')}-row import`,
      value: loop.maxMs,
      unit: 'ms',
      reference: { label: `idle ${IDLE_MS / 1000} s`, value: idle.maxMs },
      goal: { kind: 'max', target: 200 },
      note: `${loop.pauses.length} pauses over 100 ms (idle: ${idle.pauses.length}); import ${seconds.toFixed(0)} s`,
    });
    ctx.add({
      name: `${tier}: peak RSS during the ${ROWS.toLocaleString('en')}-row import`,
      value: memory.peak / MB,
      unit: 'MB',
      goal: { kind: 'max', target: 400 },
      note: `${(memory.baseline / MB).toFixed(0)} MB before the import`,
    });
    ctx.detail(`largest import ${tier}`, { seconds, idle, loop, memory });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
