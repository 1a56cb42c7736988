/**
 * Back-off after failed attempts (docs/decisions/055-accounts.md). Sign-in failures are
 * counted per client IP *and* account: after a few failures that IP waits, longer after each further
 * failure, while the same account from any other address is untouched, so nobody can lock a real user
 * out by guessing at their account. Each IP's overall pace is the server's per-IP limit. The server
 * picks the store at start: in memory (one process), or in Redis when REDIS_URL is set, so that
 * several processes count together.
 */
export interface FailureCounter {
  /** Milliseconds until the key may try again, or 0 when it is not waiting. */
  retryAfterMs(key: string, policy?: BackoffPolicy): Promise<number>;
  recordFailure(key: string, policy?: BackoffPolicy): Promise<void>;
  /** Forgets the key (a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface BackoffPolicy {
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key's failures are forgotten this long after its last one. */
  memoryMs: number;
}

/** Sign-in (and current-password checks): 5 free, then 30 s, 1, 2, 4, 8 and at most 15 minutes. */
export const SIGN_IN_BACKOFF: BackoffPolicy = {
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
};

/** The failures one IP may make at one account before it waits. */
export const LOGIN_FAILURE_LIMIT = SIGN_IN_BACKOFF.freeFailures;

/** The key of one client IP's failures at one account (requests without an address share one). */
export function signInKey(ip: string | null, username: string): string {
  return `${ip ?? 'unknown'}|${username.toLowerCase()}`;
}

/** How long a key waits after `failures` failures, counted from the last one. */
export function backoffDelayMs(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/** "30 seconds", "1 minute", "15 minutes": a wait as the sign-in message says it. */
export function waitText(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The answer to a sign-in (or password check) from a client that must wait. */
export function signInWaitMessage(ms: number): string {
  return `Too many failed sign-in attempts. Please try again in ${waitText(ms)}.`;
}

/**
 * Reset e-mails per address: 5, then none until 15 minutes after the fifth. A request refused
 * for it is not counted, so the newest link in the owner's mailbox (valid 30 minutes) is never more
 * than 15 minutes old: a reset link always works, however often someone else asks.
 */
export const RESET_MAIL_BACKOFF: BackoffPolicy = {
  freeFailures: 5,
  baseDelayMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 15 * 60_000,
};

/**
 * Counts in this process's memory. Bounded, so a flood of distinct keys cannot exhaust memory.
 */
export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new Map<string, { count: number; last: number; forgetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = 100_000,
  ) {}

  async retryAfterMs(key: string, policy: BackoffPolicy = SIGN_IN_BACKOFF): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const now = this.now();
    if (entry.forgetAt <= now) {
      this.entries.delete(key);
      return 0;
    }
    return Math.max(0, entry.last + backoffDelayMs(policy, entry.count) - now);
  }

  async recordFailure(key: string, policy: BackoffPolicy = SIGN_IN_BACKOFF): Promise<void> {
    const now = this.now();
    const entry = this.entries.get(key);
    const count = entry && entry.forgetAt > now ? entry.count + 1 : 1;
    if (!entry && this.entries.size >= this.capacity) this.evict(now);
    // Re-inserted, so the Map's order stays "least recently failed first" for eviction.
    this.entries.delete(key);
    this.entries.set(key, { count, last: now, forgetAt: now + policy.memoryMs });
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.forgetAt <= now) this.entries.delete(key);
    // Still full (a flood of distinct keys): drop the least recently failed first.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.capacity) break;
      this.entries.delete(key);
    }
  }
}
