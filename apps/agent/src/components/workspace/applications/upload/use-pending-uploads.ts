import { useResumableUploads, type UploadRunOutcome } from '@uniguide/client';
import type { DocumentMeta } from '@uniguide/domain';
import { useRef, useState } from 'react';
import { sentence } from '../shared/sentence';
import type { PendingFile } from './file-checks';
import { uploadJobs, type UploadTarget } from './upload-target';

export interface PendingUploadsOptions {
  /** A file arrived on Retry: what it became (the form refreshes what shows it). */
  onArrived?: (document: DocumentMeta) => void;
  /** The files still to upload changed (the edit page's checklist counts them). */
  onFilesChange?: (files: readonly PendingFile[]) => void;
}

/**
 * A form's files still to upload and their upload rows (docs/decisions/038-resumable-uploads.md),
 * the one way the apply and edit forms do it: `run` sends the listed files, one row each in
 * `rows` (for `UploadProgressList`); the files that did not arrive stay listed with the reason
 * under each; Retry on a row resumes that file from the last byte the server holds and takes it
 * off the list once it arrives. Choosing files again clears the rows and the reasons.
 */
export function usePendingUploads({ onArrived, onFilesChange }: PendingUploadsOptions = {}) {
  const uploads = useResumableUploads<DocumentMeta>();
  const [files, setFilesState] = useState<PendingFile[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [arrived, setArrived] = useState<DocumentMeta[]>([]);
  // Retry and a run settle after renders: they filter the list as it is then, not as it was.
  const current = useRef(files);
  const setFiles = (next: PendingFile[]) => {
    current.current = next;
    setFilesState(next);
    onFilesChange?.(next);
  };

  const choose = (next: PendingFile[]) => {
    setFiles(next);
    setFileErrors({});
    uploads.clear();
  };

  const run = async (
    target: UploadTarget,
    list: readonly PendingFile[],
  ): Promise<UploadRunOutcome<DocumentMeta>> => {
    const outcome = await uploads.run(uploadJobs(target, list));
    setArrived((earlier) => [...earlier, ...outcome.uploaded]);
    const failed = new Map(outcome.failed.map(({ job, error }) => [job.key, error.message]));
    const sent = new Set(list.map((item) => item.key));
    setFiles(current.current.filter((item) => !sent.has(item.key) || failed.has(item.key)));
    setFileErrors(
      Object.fromEntries([...failed].map(([key, message]) => [key, sentence(message)])),
    );
    return outcome;
  };

  const retry = async (key: string) => {
    const document = await uploads.retry(key)?.catch(() => undefined);
    if (!document) return;
    setFiles(current.current.filter((item) => item.key !== key));
    setFileErrors(({ [key]: _arrived, ...rest }) => rest);
    setArrived((earlier) => [...earlier, document]);
    onArrived?.(document);
  };

  return {
    files,
    fileErrors,
    /** The documents these uploads became (they left `files`). */
    arrived,
    choose,
    run,
    /** The rows' state, for the button's whole percent. */
    entries: uploads.entries,
    /** `UploadProgressList`'s props. */
    rows: uploads.progressRows(retry),
  };
}

export type PendingUploads = ReturnType<typeof usePendingUploads>;
