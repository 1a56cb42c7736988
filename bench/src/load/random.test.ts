import { describe, expect, it } from 'vitest';
import { pick, seededRandom, simulatedIp, weighted } from './random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });
});

describe('weighted', () => {
  it('follows the weights', () => {
    const random = seededRandom(1);
    const counts = { often: 0, rarely: 0, never: 0 };
    for (let i = 0; i < 10_000; i++) counts[weighted(random, { often: 9, rarely: 1, never: 0 })]++;
    expect(counts.never).toBe(0);
    expect(counts.often / 10_000).toBeGreaterThan(0.85);
    expect(counts.rarely / 10_000).toBeGreaterThan(0.07);
  });
});

describe('pick and simulatedIp', () => {
  it('refuses an empty list', () => {
    expect(() => pick(seededRandom(1), [])).toThrow('pick from an empty list');
  });

  it('gives each user a distinct benchmarking-range address', () => {
    expect(simulatedIp(0)).toBe('198.18.0.0');
    expect(simulatedIp(257)).toBe('198.18.1.1');
    expect(new Set(Array.from({ length: 300 }, (_, i) => simulatedIp(i))).size).toBe(300);
  });
});
