import type { AppErrorCode, ErrorIssue } from '@uniguide/domain';
import type { PreparedCatalogue } from './prepare';

/** What the importer hands its worker thread and what comes back (structured-cloned plain data). */
export interface WorkerRequest {
  buffer: ArrayBuffer;
  fileName: string;
}

export type WorkerReply =
  | { ok: true; prepared: PreparedCatalogue }
  | { ok: false; error: { code?: AppErrorCode; message: string; issues?: ErrorIssue[] } };
