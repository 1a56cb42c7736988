import { describe, expect, it } from 'vitest';
import { FailureCounter } from './auth-throttle';

describe('FailureCounter', () => {
  it('blocks a key after max failures until its window ends', () => {
    let now = 1_000;
    const counter = new FailureCounter(3, 60_000, () => now);
    counter.recordFailure('a@example.com');
    counter.recordFailure('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBe(0);
    counter.recordFailure('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBe(60_000);
    expect(counter.retryAfterMs('b@example.com')).toBe(0);
    now += 59_999;
    expect(counter.retryAfterMs('a@example.com')).toBe(1);
    now += 1;
    expect(counter.retryAfterMs('a@example.com')).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const counter = new FailureCounter(1, 60_000);
    counter.recordFailure('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBeGreaterThan(0);
    counter.reset('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBe(0);
  });

  it('stays bounded under a flood of distinct keys', () => {
    const counter = new FailureCounter(1, 60_000, () => 0, 10);
    for (let index = 0; index < 25; index++) counter.recordFailure(`user-${index}@example.com`);
    expect(counter.retryAfterMs('user-24@example.com')).toBeGreaterThan(0);
    expect(counter.retryAfterMs('user-0@example.com')).toBe(0);
  });
});
