import type { MessagePort } from 'node:worker_threads';
import type { PostgresConnection } from '@uniguide/db';
import type { AppErrorCode, ErrorIssue } from '@uniguide/domain';
import type { ImportReport } from './report';
import type { SaveOptions } from './save';

/**
 * Where the worker thread saves: a connection of its own to PostgreSQL, or the request thread's
 * embedded database, whose one session it borrows over a port (decision 087).
 */
export type SaveTarget = { connection: PostgresConnection } | { session: MessagePort };

/**
 * What the importer hands its worker thread (structured-cloned plain data, the session's port
 * transferred): the worker reads, maps, compares and writes, and answers with the report.
 */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  fileName: string;
  options: SaveOptions;
  target: SaveTarget;
}

export type WorkerReply =
  /** The file is read (the time cap ends here), and saving starts. */
  | { kind: 'read'; rowsRead: number }
  /** What the import did. */
  | { kind: 'report'; report: ImportReport }
  | {
      kind: 'failed';
      error: { code?: AppErrorCode; message: string; issues?: ErrorIssue[]; dbCode?: string };
    };
