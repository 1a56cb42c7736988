import { readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatImportReport,
  importCatalogue,
  MAX_CATALOGUE_BYTES,
  type ImportReport,
} from '@uniguide/api';
import type { DB, Kysely } from '@uniguide/db';
import { AppError } from '@uniguide/domain';
import { systemActor } from '../bootstrap/accounts';
import { openDatabase } from '../bootstrap/database';
import type { Env } from '../env';
import { UsageError } from './commands';

export const IMPORT_USAGE = `Usage: pnpm uniguide catalogue:import <file.csv|file.xlsx> [--dry-run] [--json]

Imports universities and programs from a catalogue spreadsheet. Rows are matched to existing programs
by university, program name, degree level and field as written, so importing the same file again
changes nothing. Every row is accounted for in the report: created, updated, unchanged, duplicate or
rejected, and per column the values that could not be mapped onto the catalogue's vocabularies.

Options:
  --dry-run   run the whole import and print the report, then roll everything back
  --json      print the report as JSON instead of text
  --help      show this help`;

export interface ImportOutput {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: ImportOutput = {
  out: (text) => console.info(text),
  err: (text) => console.error(text),
};

export interface ImportOptions {
  file: string;
  dryRun: boolean;
  json: boolean;
}

export function parseImportArgs(args: string[], cwd: string): ImportOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    options: {
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return 'help';
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'catalogue:import needs the catalogue file to read.'
        : `catalogue:import reads one file at a time; got ${positionals.length}.`,
    );
  }
  return { file: resolve(cwd, positionals[0]!), dryRun: values['dry-run'], json: values.json };
}

async function readCatalogue(file: string): Promise<Buffer> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new UsageError(`${file} is not a file.`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  if (size > MAX_CATALOGUE_BYTES) {
    throw new UsageError(`${file} is larger than ${MAX_CATALOGUE_BYTES / 1024 / 1024} MB.`);
  }
  return readFile(file);
}

/**
 * Runs one import against an open database and prints its report. Answers the exit code: 0 when the
 * import ran (unmapped values and rejected rows are in the report), 1 when the file was refused.
 */
export async function runImport(
  db: Kysely<DB>,
  options: ImportOptions,
  output: ImportOutput = consoleOutput,
): Promise<number> {
  const buffer = await readCatalogue(options.file);
  let report: ImportReport;
  try {
    report = await importCatalogue(db, {
      inline: true,
      buffer,
      fileName: basename(options.file),
      dryRun: options.dryRun,
      actor: systemActor('uniguide-cli catalogue:import'),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (options.json) output.out(JSON.stringify({ error: error.toBody() }, null, 2));
    else
      output.err(
        [
          `Import refused: ${error.message}`,
          ...error.issues.map((issue) => `  ${issue.path}: ${issue.message}`),
        ].join('\n'),
      );
    return 1;
  }
  output.out(options.json ? JSON.stringify(report, null, 2) : formatImportReport(report));
  return 0;
}

/** `pnpm uniguide catalogue:import …` as the CLI dispatcher calls it. */
export async function importCatalogueCommand(env: Env, args: string[]): Promise<number> {
  // pnpm runs the CLI inside apps/server; a relative path means the folder the command was typed in.
  const options = parseImportArgs(args, env.invocationDir);
  if (options === 'help') {
    console.info(IMPORT_USAGE);
    return 0;
  }
  const { database } = await openDatabase(env);
  try {
    return await runImport(database.db, options);
  } finally {
    await database.close();
  }
}
