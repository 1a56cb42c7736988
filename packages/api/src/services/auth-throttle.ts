/**
 * Failed sign-ins per account, so a password cannot be guessed from many IP addresses (the server
 * limits each IP separately). Kept in memory: each server process counts on its own, which bounds
 * guessing to a few tries per window per process.
 */
export class FailureCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly capacity = 100_000,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  retryAfterMs(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.max ? left : 0;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.entries.size >= this.capacity) this.evict(now);
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Still full (a flood of distinct names): drop the oldest windows first; Maps iterate in insertion order.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.capacity) break;
      this.entries.delete(key);
    }
  }
}

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Shared by both protocols, since REST and tRPC reach the same procedure. */
export const loginFailures = new FailureCounter(LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
