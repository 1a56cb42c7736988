import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadRunOutcome } from '@uniguide/client';
import type { UploadEntry } from '@uniguide/ui';

/**
 * Whole percent of all the files' bytes sent (docs/product.md §10: progress is rounded to a whole
 * percent), so a large transcript counts for more than a small photo. The rows say each file's own.
 */
export function overallPercent(entries: readonly UploadEntry[]): number {
  const total = entries.reduce((sum, entry) => sum + entry.total, 0);
  if (total <= 0) return entries.length === 0 ? 0 : 100;
  const sent = entries.reduce(
    (sum, entry) =>
      sum + (entry.status === 'done' ? entry.total : Math.min(entry.sent, entry.total)),
    0,
  );
  return Math.min(100, Math.max(0, Math.round((sent / total) * 100)));
}

/**
 * One line per failed file for the failure toast: the server's reason when it gave one the agent can
 * act on (too large, wrong type, not allowed), else that the connection failed.
 */
export function describeFailures(i18n: I18n, failed: UploadRunOutcome<unknown>['failed']): string {
  return failed
    .map(({ job, error }) => {
      const reason =
        error.status === 0
          ? i18n._(msg`the connection was interrupted`)
          : error.status >= 500
            ? i18n._(msg`the server could not store it`)
            : error.message;
      return `${job.file.name}: ${reason.replace(/\.$/, '')}.`;
    })
    .join(' ');
}
