import type { AppErrorCode, ErrorIssue, MappedCatalogue } from '@uniguide/domain';
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
  /** The rest of the preparation, its mapped rows left out (they came in the slices before). */
  | { kind: 'done'; prepared: PreparedCatalogue }
  | { kind: 'failed'; error: { code?: AppErrorCode; message: string; issues?: ErrorIssue[] } };
