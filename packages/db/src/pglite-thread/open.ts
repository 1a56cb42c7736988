import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadOptions } from './messages';

const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_NUMERIC = 1700;

/**
 * Opens the embedded database: in its thread (./thread.ts) for a server, on the caller's thread for
 * an in-memory test database (../connect.ts). It imports nothing of ours at run time, so the thread
 * can load it as it is.
 */
export function openPglite(options: ThreadOptions): PGlite {
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.archive,
    startParams: [
      ...PGlite.defaultStartParams,
      ...options.settings.flatMap((setting) => ['-c', setting]),
    ],
    extensions: { pg_trgm },
    // Counts arrive as int8; dates of birth are calendar dates, not instants (as with `pg`, ../connect.ts).
    parsers: {
      [OID_INT8]: (value: string) => Number(value),
      [OID_NUMERIC]: (value: string) => Number(value),
      [OID_DATE]: (value: string) => value,
    },
  });
}
