import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PauseIcon, PlayIcon, RotateCcwIcon, type LucideIcon } from 'lucide-react';
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

const STATUS_TEXT: Record<UploadEntryStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  uploading: msg`Uploading`,
  paused: msg`Paused`,
  failed: msg`Failed`,
  done: msg`Uploaded`,
};

/** What a row's one button does: the handler it calls. */
type UploadAction = 'onPause' | 'onResume' | 'onRetry';

/** The one action each state allows (none while waiting or once uploaded). */
const ACTIONS: Partial<
  Record<
    UploadEntryStatus,
    {
      handler: UploadAction;
      label: MessageDescriptor;
      icon: LucideIcon;
      variant: 'ghost' | 'outline';
    }
  >
> = {
  uploading: { handler: 'onPause', label: msg`Pause`, icon: PauseIcon, variant: 'ghost' },
  paused: { handler: 'onResume', label: msg`Resume`, icon: PlayIcon, variant: 'ghost' },
  failed: { handler: 'onRetry', label: msg`Retry`, icon: RotateCcwIcon, variant: 'outline' },
};

/**
 * One row per file being uploaded (docs/decisions/038-resumable-uploads.md): its own progress, Pause
 * while it is sending, Resume when paused, and Retry with the reason when it failed. A retried or
 * resumed file continues from the last byte the server holds.
 */
export function UploadProgressList({
  entries,
  ...handlers
}: {
  entries: readonly UploadEntry[];
} & Record<UploadAction, (key: string) => void>) {
  const { t } = useLingui();
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t`Uploads`}>
      {entries.map((entry) => {
        const percent = percentOf(entry);
        const action = ACTIONS[entry.status];
        const label = action ? t(action.label) : '';
        return (
          <li key={entry.key} className="grid gap-1.5 rounded-md border p-2.5 text-sm">
            {/* Narrow (a phone, a row beside a request): the name takes a line of its own. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span
                dir="auto"
                className="min-w-0 flex-1 basis-40 truncate font-medium"
                title={entry.name}
              >
                {entry.name}
              </span>
              <span className="ms-auto shrink-0 text-muted-foreground tabular-nums">
                {t(STATUS_TEXT[entry.status])}
                {entry.status === 'uploading' || entry.status === 'paused' ? ` ${percent}%` : ''}
              </span>
              {action ? (
                <Button
                  type="button"
                  variant={action.variant}
                  size="sm"
                  // Wrapped under the name (narrow), it stays at the row's end.
                  className="ms-auto"
                  aria-label={t`${label} ${entry.name}`}
                  onClick={() => handlers[action.handler](entry.key)}
                >
                  <action.icon aria-hidden="true" />
                  {label}
                </Button>
              ) : null}
            </div>
            {entry.status !== 'failed' ? (
              <Progress value={percent} aria-label={t`Uploading ${entry.name}`} />
            ) : (
              <p className="text-destructive" role="alert">
                {entry.error ?? t`Upload failed`}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
