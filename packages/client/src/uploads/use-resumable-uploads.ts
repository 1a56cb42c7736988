import type { UploadEntry } from '@uniguide/ui';
import { useCallback, useRef, useState } from 'react';
import {
  ResumableUploadError,
  startResumableUpload,
  type ResumableUpload,
} from './resumable-upload';

/** One file to send: `key` names its row; `metadata` is what the upload becomes (see startResumableUpload). */
export interface UploadJob {
  key: string;
  file: File;
  metadata: Record<string, string>;
}

export interface UploadRunOutcome<T> {
  uploaded: T[];
  failed: { job: UploadJob; error: ResumableUploadError }[];
}

/**
 * Resumable uploads with a row per file (docs/decisions/038-resumable-uploads.md), feeding
 * `UploadProgressList`: `run` sends the files one at a time (a failed one does not stop the others),
 * `pause`/`resume` stop and continue a file in flight, `retry` sends a failed one again from the last
 * byte the server holds and answers what it became.
 */
export function useResumableUploads<T>() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const uploads = useRef(new Map<string, ResumableUpload<T>>());
  const jobs = useRef(new Map<string, UploadJob>());

  const update = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const send = useCallback(
    async (job: UploadJob): Promise<T> => {
      update(job.key, { status: 'uploading', error: undefined });
      const upload = startResumableUpload<T>({
        file: job.file,
        metadata: job.metadata,
        onProgress: (sent, total) => update(job.key, { sent, total }),
      });
      uploads.current.set(job.key, upload);
      try {
        const result = await upload.done;
        update(job.key, { status: 'done', sent: job.file.size });
        return result;
      } catch (error) {
        const failure =
          error instanceof ResumableUploadError
            ? error
            : new ResumableUploadError(0, error instanceof Error ? error.message : String(error));
        update(job.key, { status: 'failed', error: failure.message });
        throw failure;
      } finally {
        uploads.current.delete(job.key);
      }
    },
    [update],
  );

  const run = useCallback(
    async (list: readonly UploadJob[]): Promise<UploadRunOutcome<T>> => {
      for (const job of list) jobs.current.set(job.key, job);
      setEntries(
        list.map((job) => ({
          key: job.key,
          name: job.file.name,
          sent: 0,
          total: job.file.size,
          status: 'waiting',
        })),
      );
      const outcome: UploadRunOutcome<T> = { uploaded: [], failed: [] };
      for (const job of list) {
        try {
          outcome.uploaded.push(await send(job));
        } catch (error) {
          outcome.failed.push({ job, error: error as ResumableUploadError });
        }
      }
      return outcome;
    },
    [send],
  );

  const pause = useCallback(
    (key: string) => {
      uploads.current.get(key)?.pause();
      update(key, { status: 'paused' });
    },
    [update],
  );
  const resume = useCallback(
    (key: string) => {
      uploads.current.get(key)?.resume();
      update(key, { status: 'uploading' });
    },
    [update],
  );
  const retry = useCallback(
    (key: string): Promise<T> | undefined => {
      const job = jobs.current.get(key);
      return job ? send(job) : undefined;
    },
    [send],
  );
  const clear = useCallback(() => {
    setEntries([]);
    jobs.current.clear();
  }, []);

  /**
   * `UploadProgressList`'s props: these rows, with Pause and Resume acting on the upload and Retry
   * calling `onRetry` (which retries the file and takes in what it became).
   */
  const progressRows = (onRetry: (key: string) => Promise<unknown>) => ({
    entries,
    onPause: pause,
    onResume: resume,
    onRetry: (key: string) => void onRetry(key),
  });

  return { entries, run, pause, resume, retry, clear, progressRows };
}
