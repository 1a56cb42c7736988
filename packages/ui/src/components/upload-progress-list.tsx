import { PauseIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from './button';
import { Progress } from './progress';

/** Where one file's upload stands. */
export type UploadEntryStatus = 'waiting' | 'uploading' | 'paused' | 'failed' | 'done';

export interface UploadEntry {
  key: string;
  name: string;
  sent: number;
  total: number;
  status: UploadEntryStatus;
  /** Why it failed, in the server's words when it gave them. */
  error?: string;
}

function percentOf(entry: UploadEntry): number {
  if (entry.total <= 0) return entry.status === 'done' ? 100 : 0;
  return Math.min(100, Math.round((entry.sent / entry.total) * 100));
}

const STATUS_TEXT: Record<UploadEntryStatus, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  failed: 'Failed',
  done: 'Uploaded',
};

/**
 * One row per file being uploaded (docs/decisions/038-resumable-uploads.md): its own progress, Pause
 * while it is sending, Resume when paused, and Retry with the reason when it failed. A retried or
 * resumed file continues from the last byte the server holds.
 */
export function UploadProgressList({
  entries,
  onPause,
  onResume,
  onRetry,
}: {
  entries: readonly UploadEntry[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Uploads">
      {entries.map((entry) => {
        const percent = percentOf(entry);
        return (
          <li key={entry.key} className="grid gap-1.5 rounded-md border p-2.5 text-sm">
            <div className="flex min-w-0 items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-medium" title={entry.name}>
                {entry.name}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {STATUS_TEXT[entry.status]}
                {entry.status === 'uploading' || entry.status === 'paused' ? ` ${percent}%` : ''}
              </span>
              {entry.status === 'uploading' ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Pause ${entry.name}`}
                  onClick={() => onPause(entry.key)}
                >
                  <PauseIcon aria-hidden="true" />
                  Pause
                </Button>
              ) : null}
              {entry.status === 'paused' ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Resume ${entry.name}`}
                  onClick={() => onResume(entry.key)}
                >
                  <PlayIcon aria-hidden="true" />
                  Resume
                </Button>
              ) : null}
              {entry.status === 'failed' ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Retry ${entry.name}`}
                  onClick={() => onRetry(entry.key)}
                >
                  <RotateCcwIcon aria-hidden="true" />
                  Retry
                </Button>
              ) : null}
            </div>
            {entry.status !== 'failed' ? (
              <Progress value={percent} aria-label={`Uploading ${entry.name}`} />
            ) : (
              <p className="text-destructive" role="alert">
                {entry.error ?? 'Upload failed'}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
