import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MemoryFailureCounter,
} from './auth-throttle';

describe('MemoryFailureCounter', () => {
  it('blocks a key after max failures until its window ends', async () => {
    let now = 1_000;
    const counter = new MemoryFailureCounter(3, 60_000, () => now);
    await counter.recordFailure('a@example.com');
    await counter.recordFailure('a@example.com');
    expect(await counter.retryAfterMs('a@example.com')).toBe(0);
    await counter.recordFailure('a@example.com');
    expect(await counter.retryAfterMs('a@example.com')).toBe(60_000);
    expect(await counter.retryAfterMs('b@example.com')).toBe(0);
    now += 59_999;
    expect(await counter.retryAfterMs('a@example.com')).toBe(1);
    now += 1;
    expect(await counter.retryAfterMs('a@example.com')).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', async () => {
    const counter = new MemoryFailureCounter(1, 60_000);
    await counter.recordFailure('a@example.com');
    expect(await counter.retryAfterMs('a@example.com')).toBeGreaterThan(0);
    await counter.reset('a@example.com');
    expect(await counter.retryAfterMs('a@example.com')).toBe(0);
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const counter = new MemoryFailureCounter(1, 60_000, () => 0, 10);
    for (let index = 0; index < 25; index++)
      await counter.recordFailure(`user-${index}@example.com`);
    expect(await counter.retryAfterMs('user-24@example.com')).toBeGreaterThan(0);
    expect(await counter.retryAfterMs('user-0@example.com')).toBe(0);
  });

  it('defaults to the sign-in limits: 5 failures per 15 minutes', async () => {
    const counter = new MemoryFailureCounter();
    expect([counter.max, counter.windowMs]).toEqual([LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS]);
    expect([LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS]).toEqual([5, 900_000]);
  });
});
