import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { readEnv } from './env';
import { USAGE, parseArgs, type SectionName } from './lib/args';
import { RESULTS_DIR } from './lib/paths';
import { failures, formatSummary, formatTable, type Row } from './lib/report';
import { previousSections, type StoredSection } from './lib/results';
import { runSection, type SectionOutcome, type SectionRunner } from './lib/section';
import { runCatalogue } from './sections/catalogue';
import { runFrontend } from './sections/frontend';
import { runImport } from './sections/import';
import { runLargestImport } from './sections/largest-import';
import { runMail } from './sections/mail';
import { runMemory } from './sections/memory';
import { runPages } from './sections/pages';
import { runScale } from './sections/scale';
import { runStartup } from './sections/startup';
import { runResumableUploads } from './sections/resumable-uploads';
import { runUploads } from './sections/uploads';

const SECTIONS: Record<SectionName, { title: string; run: SectionRunner }> = {
  catalogue: { title: 'Catalogue API', run: runCatalogue },
  memory: { title: 'Memory', run: runMemory },
  scale: { title: 'Scale', run: runScale },
  uploads: { title: 'Uploads', run: runUploads },
  'resumable-uploads': { title: 'Resumable uploads', run: runResumableUploads },
  import: { title: 'Catalogue import', run: runImport },
  'largest-import': { title: 'Largest catalogue import', run: runLargestImport },
  mail: { title: 'E-mail', run: runMail },
  frontend: { title: 'Front end', run: runFrontend },
  pages: { title: 'Server-rendered pages', run: runPages },
  startup: { title: 'Start-up', run: runStartup },
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.info(USAGE);
    return;
  }
  const env = readEnv();
  const startedAt = new Date();
  const log = (line: string) => console.info(line);
  log(
    `pnpm bench: ${args.sections.join(', ')} (BENCH_DURATION=${env.BENCH_DURATION}s, ${cpus().length} cores)`,
  );

  const outcomes: Record<string, SectionOutcome> = {};
  for (const name of args.sections) {
    const section = SECTIONS[name];
    log(`\n=== ${section.title} ===`);
    outcomes[name] = await runSection(section.title, section.run, env, log);
    log(`=== ${section.title}: ${outcomes[name].seconds.toFixed(0)} s ===`);
  }

  const rows: Row[] = Object.values(outcomes).flatMap((outcome) => outcome.rows);
  console.info(formatTable(rows));
  console.info(`\n${formatSummary(rows)}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'latest.json');
  const settings = {
    durationSeconds: env.BENCH_DURATION,
    connections: env.BENCH_CONNECTIONS,
    scaleRuns: env.BENCH_SCALE_RUNS,
    postgres: Boolean(env.BENCH_DATABASE_URL),
  };
  const measured: Record<string, StoredSection> = Object.fromEntries(
    Object.entries(outcomes).map(([name, outcome]) => [
      name,
      { ...outcome, measuredAt: startedAt.toISOString(), settings },
    ]),
  );
  // Sections measured by earlier runs stay until a run measures them again.
  const sections = { ...previousSections(file, Object.keys(measured)), ...measured };
  const allRows = Object.values(sections).flatMap((section) => section.rows);
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryBytes: totalmem(),
      node: process.version,
    },
    settings,
    sections,
    failures: failures(allRows).map((row) => `${row.section}: ${row.name}`),
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.info(`\nWrote ${file}`);
}

// A missed goal is a finding, not a crash: the exit code stays 0 unless the harness itself could not run.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
