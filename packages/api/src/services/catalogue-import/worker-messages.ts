import type {
  AppErrorCode,
  ErrorIssue,
  MappedCatalogue,
  MappedColumn,
  UnmappedValue,
} from '@uniguide/domain';
import type { PreparedCatalogue } from './prepare';

/** What the importer hands its worker thread and what comes back (structured-cloned plain data). */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  fileName: string;
}

/**
 * Mapped rows travel in slices of this many, each its own message: the request thread copies one
 * slice at a time between other work, never all the rows of a large file in one go.
 */
export const ROWS_PER_MESSAGE = 1000;

export type WorkerReply =
  | { kind: 'rows'; rows: MappedCatalogue['rows'] }
  | { kind: 'notes'; notes: MappedCatalogue['notes'] }
  | { kind: 'unmapped'; column: MappedColumn; values: UnmappedValue[] }
  /** The rest of the preparation, its rows, notes and unmapped values left out (sent before). */
  | { kind: 'done'; prepared: PreparedCatalogue }
  | { kind: 'failed'; error: { code?: AppErrorCode; message: string; issues?: ErrorIssue[] } };
