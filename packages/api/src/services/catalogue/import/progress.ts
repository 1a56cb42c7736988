import { AppError } from '@uniguide/domain';
import type { ImportProgress } from './index';

/** How long a finished import's last state stays readable. */
const KEEP_MS = 10 * 60 * 1000;
/** More than this many tracked imports means something is polling nonsense ids; the oldest go. */
const MAX_TRACKED = 1000;

interface Tracked {
  userId: number;
  progress: ImportProgress;
  updatedAt: number;
}

const tracked = new Map<string, Tracked>();

function prune(now: number): void {
  for (const [id, entry] of tracked) {
    if (now - entry.updatedAt > KEEP_MS || tracked.size > MAX_TRACKED) tracked.delete(id);
    else break;
  }
}

/**
 * Where an admin's import is, for the admin screen's progress line
 * (docs/decisions/052-streaming-catalogue-import.md). Kept in this process's memory, keyed
 * by the id the screen gave the import.
 */
export function trackImport(importId: string, userId: number): (progress: ImportProgress) => void {
  const existing = tracked.get(importId);
  if (existing && existing.userId !== userId) {
    throw new AppError('CONFLICT', 'This import id is in use', [
      { path: 'importId', message: 'Send a new import id' },
    ]);
  }
  return (progress) => {
    const now = Date.now();
    tracked.delete(importId);
    tracked.set(importId, { userId, progress, updatedAt: now });
    prune(now);
  };
}

/** The import's last state; NOT_FOUND for an unknown id or another admin's import. */
export function importProgress(importId: string, userId: number): ImportProgress {
  prune(Date.now());
  const entry = tracked.get(importId);
  if (!entry || entry.userId !== userId) {
    throw new AppError('NOT_FOUND', 'No import with this id is running', [
      { path: 'importId', message: 'Unknown import id' },
    ]);
  }
  return entry.progress;
}
