/**
 * Failed sign-ins per account, so a password cannot be guessed from many IP addresses (the server
 * limits each IP separately). The server picks the store at start: in memory (one process), or in Redis
 * when REDIS_URL is set, so that several processes count together.
 */
export interface FailureCounter {
  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the key (a successful sign-in). */
  reset(key: string): Promise<void>;
}

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts in this process's memory: a window starts at a key's first failure and blocks it once `max`
 * failures fall inside. Bounded, so a flood of distinct names cannot exhaust memory.
 */
export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number = LOGIN_FAILURE_LIMIT,
    readonly windowMs: number = LOGIN_FAILURE_WINDOW_MS,
    private readonly now: () => number = Date.now,
    private readonly capacity = 100_000,
  ) {}

  async retryAfterMs(key: string): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.max ? left : 0;
  }

  async recordFailure(key: string): Promise<void> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.entries.size >= this.capacity) this.evict(now);
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  async reset(key: string): Promise<void> {
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
