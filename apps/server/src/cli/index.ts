import { parseArgs } from 'node:util';
import { StartupError } from '../bootstrap/database';
import { EnvError, loadEnv } from '../env';
import {
  createAdminCommand,
  migrateCommand,
  RefusedError,
  seedCommand,
  UsageError,
} from './commands';
import { notifyExpiringCommand } from './notify-expiring';

const USAGE = `Usage: pnpm uniguide <command> [options]

Commands:
  db:migrate                                  apply pending database migrations
  seed                                        load the sample catalogue and the demo accounts (not in production)
  admin:create --email <email> --password <p> create an admin, or promote an existing account
  catalogue:import <file> [options]           import programs from a CSV or XLSX file (see --help)
  storage:migrate --to <s3|disk|postgres>     move every document's bytes to another storage driver (resumable)
  documents:notify-expiring                   notify agents of documents expiring within 30 days (the hourly sweep)

The database comes from DATABASE_URL (PostgreSQL) or DATA_DIR (embedded), as for the server.`;

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.info(USAGE);
    return command ? 0 : 2;
  }
  const env = loadEnv();
  switch (command) {
    case 'db:migrate':
      await migrateCommand(env);
      return 0;
    case 'seed':
      await seedCommand(env);
      return 0;
    case 'admin:create': {
      const { values } = parseArgs({
        args: rest,
        options: { email: { type: 'string' }, password: { type: 'string' } },
        strict: true,
      });
      await createAdminCommand(env, values);
      return 0;
    }
    case 'catalogue:import': {
      // Loaded on demand: the importer pulls in the spreadsheet parser, which other commands never need.
      const { importCatalogueCommand } = await import('./import-catalogue');
      return (await importCatalogueCommand(env, rest)) ?? 0;
    }
    case 'storage:migrate': {
      const { storageMigrateCommand } = await import('./storage-migrate');
      return storageMigrateCommand(env, rest);
    }
    case 'documents:notify-expiring':
      await notifyExpiringCommand(env);
      return 0;
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (
      error instanceof EnvError ||
      error instanceof StartupError ||
      error instanceof RefusedError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
