import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  LOGIN_FAILURE_LIMIT,
  MemoryFailureCounter,
  RESET_MAIL_BACKOFF,
  SIGN_IN_BACKOFF,
  signInKey,
  signInWaitMessage,
  waitText,
} from './auth-throttle';

describe('sign-in back-off', () => {
  it('lets 5 failures through, then waits 30 s, doubling to at most 15 minutes', () => {
    expect(LOGIN_FAILURE_LIMIT).toBe(5);
    expect(
      [4, 5, 6, 7, 8, 9, 10, 20].map((failures) => backoffDelayMs(SIGN_IN_BACKOFF, failures)),
    ).toEqual([0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('keys failures by client IP and account, not by account alone', () => {
    expect(signInKey('203.0.113.7', 'Amira@Example.com')).toBe('203.0.113.7|amira@example.com');
    expect(signInKey('203.0.113.7', 'a@example.com')).not.toBe(signInKey('::1', 'a@example.com'));
    expect(signInKey(null, 'a@example.com')).toBe('unknown|a@example.com');
  });

  it('says how long to wait in seconds or minutes', () => {
    expect(waitText(30_000)).toBe('30 seconds');
    expect(waitText(400)).toBe('1 second');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(signInWaitMessage(900_000)).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });
});

describe('MemoryFailureCounter', () => {
  it('makes a key wait after its free failures, longer after each further one', async () => {
    let now = 1_000;
    const counter = new MemoryFailureCounter(() => now);
    const key = signInKey('198.51.100.1', 'a@example.com');
    for (let index = 0; index < 4; index++) await counter.recordFailure(key);
    expect(await counter.retryAfterMs(key)).toBe(0);
    await counter.recordFailure(key);
    expect(await counter.retryAfterMs(key)).toBe(30_000);
    now += 30_000;
    expect(await counter.retryAfterMs(key)).toBe(0);
    // The next failure doubles the wait, counted from that failure.
    await counter.recordFailure(key);
    expect(await counter.retryAfterMs(key)).toBe(60_000);
    now += 59_999;
    expect(await counter.retryAfterMs(key)).toBe(1);
  });

  it('never makes the same account wait for a client that did not fail (no lock-out)', async () => {
    const counter = new MemoryFailureCounter(() => 0);
    const attacker = signInKey('198.51.100.66', 'owner@example.com');
    for (let index = 0; index < 50; index++) await counter.recordFailure(attacker);
    expect(await counter.retryAfterMs(attacker)).toBe(SIGN_IN_BACKOFF.maxDelayMs);
    expect(await counter.retryAfterMs(signInKey('203.0.113.5', 'owner@example.com'))).toBe(0);
  });

  it('forgets a key an hour after its last failure, and on reset', async () => {
    let now = 0;
    const counter = new MemoryFailureCounter(() => now);
    for (let index = 0; index < 6; index++) await counter.recordFailure('k');
    now += SIGN_IN_BACKOFF.memoryMs - 1;
    await counter.recordFailure('k');
    // Still remembered: seven failures, a two-minute wait.
    expect(await counter.retryAfterMs('k')).toBe(120_000);
    now += SIGN_IN_BACKOFF.memoryMs;
    expect(await counter.retryAfterMs('k')).toBe(0);
    for (let index = 0; index < 5; index++) await counter.recordFailure('k');
    expect(await counter.retryAfterMs('k')).toBeGreaterThan(0);
    await counter.reset('k');
    expect(await counter.retryAfterMs('k')).toBe(0);
  });

  it('allows 5 reset e-mails per address, then one each 15 minutes', async () => {
    let now = 0;
    const counter = new MemoryFailureCounter(() => now);
    for (let index = 0; index < 5; index++) {
      expect(await counter.retryAfterMs('mail', RESET_MAIL_BACKOFF)).toBe(0);
      await counter.recordFailure('mail', RESET_MAIL_BACKOFF);
    }
    expect(await counter.retryAfterMs('mail', RESET_MAIL_BACKOFF)).toBe(15 * 60_000);
    now += 15 * 60_000;
    expect(await counter.retryAfterMs('mail', RESET_MAIL_BACKOFF)).toBe(0);
  });

  it('stays bounded under a flood of distinct keys', async () => {
    const counter = new MemoryFailureCounter(() => 0, 10);
    const policy = { ...SIGN_IN_BACKOFF, freeFailures: 1 };
    for (let index = 0; index < 25; index++)
      await counter.recordFailure(`user-${index}@example.com`, policy);
    expect(await counter.retryAfterMs('user-24@example.com', policy)).toBeGreaterThan(0);
    expect(await counter.retryAfterMs('user-0@example.com', policy)).toBe(0);
  });
});
