import type { DocumentMeta } from '@uniguide/domain';
import type { PendingFile } from './file-checks';
import { UploadError, uploadDocument, type UploadTarget } from './upload-document';

export interface UploadOutcome {
  uploaded: DocumentMeta[];
  failed: { item: PendingFile; error: UploadError }[];
}

/** Whole percent of all bytes sent (docs/product.md §10: progress is rounded to a whole percent). */
export function overallPercent(doneBytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((doneBytes / totalBytes) * 100)));
}

function asUploadError(item: PendingFile, error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  return new UploadError(item.file.name, 0, error instanceof Error ? error.message : String(error));
}

/**
 * Uploads the files one at a time (docs/product.md §3), reporting overall progress weighted by size, so a large
 * transcript counts for more than a small photo. A refused file does not stop the others: the agent
 * is told which ones failed and why, and everything that arrived stays with the application.
 */
export async function uploadFiles(
  target: UploadTarget,
  items: readonly PendingFile[],
  onPercent: (percent: number) => void,
): Promise<UploadOutcome> {
  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);
  const outcome: UploadOutcome = { uploaded: [], failed: [] };
  let doneBytes = 0;
  let lastPercent = -1;
  const report = (bytes: number) => {
    const percent = overallPercent(bytes, totalBytes);
    if (percent !== lastPercent) {
      lastPercent = percent;
      onPercent(percent);
    }
  };

  report(0);
  for (const item of items) {
    try {
      const document = await uploadDocument({
        target,
        file: item.file,
        documentType: item.documentType,
        ...(item.expiresOn ? { expiresOn: item.expiresOn } : {}),
        onProgress: (fraction) => report(doneBytes + fraction * item.file.size),
      });
      outcome.uploaded.push(document);
    } catch (error) {
      outcome.failed.push({ item, error: asUploadError(item, error) });
    }
    doneBytes += item.file.size;
    report(doneBytes);
  }
  return outcome;
}

/**
 * One line per failed file for the failure toast: the server's reason when it gave one the agent can
 * act on (too large, wrong type, not allowed), else that the connection failed.
 */
export function describeFailures(failed: UploadOutcome['failed']): string {
  return failed
    .map(({ item, error }) => {
      const reason =
        error.status === 0
          ? 'the connection was interrupted'
          : error.status >= 500
            ? 'the server could not store it'
            : error.message;
      return `${item.file.name}: ${reason.replace(/\.$/, '')}.`;
    })
    .join(' ');
}
