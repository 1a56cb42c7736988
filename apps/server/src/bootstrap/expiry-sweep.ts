import { notifyExpiringDocuments } from '@uniguide/api';
import type { DB, Kysely } from '@uniguide/db';

export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface ExpirySweep {
  /** The start-up run; it never rejects (a failure is logged). */
  firstRun: Promise<void>;
  /** Stops the hourly runs (graceful shutdown). */
  stop(): void;
}

interface SweepLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs the document-expiry sweep at start-up and then hourly. The timer is unref'd, so it never
 * keeps the process alive; several servers may sweep at once (the claim is one atomic UPDATE).
 */
export function startExpirySweep(
  db: Kysely<DB>,
  logger: SweepLogger,
  options: { intervalMs?: number; now?: () => Date } = {},
): ExpirySweep {
  const now = options.now ?? (() => new Date());
  const run = () =>
    notifyExpiringDocuments(db, now()).then(
      ({ notified }) => {
        if (notified > 0) logger.info({ notified }, 'notified agents of expiring documents');
      },
      (error: unknown) => logger.warn({ err: error }, 'document-expiry sweep failed'),
    );
  const firstRun = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return { firstRun, stop: () => clearInterval(timer) };
}
