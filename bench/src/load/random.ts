/** A small seeded generator (mulberry32): each simulated user makes the same choices on every run. */
export { seededRandom } from '@uniguide/db/seed-scale';

export function pick<T>(random: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks a key with probability proportional to its weight. */
export function weighted<K extends string>(random: () => number, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

/**
 * A distinct client address per simulated user, from 198.18.0.0/15 (reserved for benchmarking, RFC 2544).
 * Only ever sent as X-Forwarded-For to a loopback server that trusts it; no traffic goes to these addresses.
 */
export function simulatedIp(index: number): string {
  return `198.18.${(index >> 8) & 255}.${index & 255}`;
}
