import type { PostgresConnection } from '@uniguide/db';
import type {
  AppErrorCode,
  ErrorIssue,
  MappedCatalogue,
  MappedColumn,
  UnmappedValue,
} from '@uniguide/domain';
import type { PreparedCatalogue } from './prepare';
import type { ImportReport } from './report';
import type { SaveOptions } from './save';

/**
 * What the importer hands its worker thread (structured-cloned plain data). With `save`, the worker
 * also compares and writes, on its own connection to PostgreSQL, and answers with the report;
 * without it, it answers with the prepared rows.
 */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  fileName: string;
  save?: { options: SaveOptions; connection: PostgresConnection };
}

/**
 * Mapped rows travel in slices of this many, each its own message, and the worker sends the next
 * only when the request thread asks for it (`WorkerAck`): the request thread copies one slice per
 * turn of its event loop, never all the rows of a large file in one go.
 */
export const ROWS_PER_MESSAGE = 500;

/** The request thread's "next slice, please". */
export type WorkerAck = 'next';

export type WorkerReply =
  | { kind: 'rows'; rows: MappedCatalogue['rows'] }
  | { kind: 'notes'; notes: MappedCatalogue['notes'] }
  | { kind: 'unmapped'; column: MappedColumn; values: UnmappedValue[] }
  /** The rest of the preparation, its rows, notes and unmapped values left out (sent before). */
  | { kind: 'done'; prepared: PreparedCatalogue }
  /** With `save`: the file is read (the time cap ends here), and saving starts. */
  | { kind: 'read'; rowsRead: number }
  /** With `save`: what the import did. */
  | { kind: 'report'; report: ImportReport }
  | {
      kind: 'failed';
      error: { code?: AppErrorCode; message: string; issues?: ErrorIssue[]; dbCode?: string };
    };
