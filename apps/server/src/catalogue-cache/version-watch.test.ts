import { describe, expect, it } from 'vitest';
import { VersionWatch } from './version-watch';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(interval = 1000) {
  let clock = 0;
  let version = 1;
  const reads: Array<() => void> = [];
  let queries = 0;
  const watch = new VersionWatch(
    () => {
      queries += 1;
      const answer = version;
      return new Promise<number>((resolve) => reads.push(() => resolve(answer)));
    },
    interval,
    () => clock,
  );
  return {
    watch,
    tick: (ms: number) => (clock += ms),
    bump: () => (version += 1),
    /** Lets started reads reach the database, answers them all, and lets the answers land. */
    answerAll: async () => {
      await flush();
      while (reads.length) reads.shift()!();
      await flush();
    },
    queries: () => queries,
  };
}

describe('VersionWatch', () => {
  it('reads once per interval, concurrent callers sharing the query', async () => {
    const s = setup();
    const first = s.watch.current();
    const second = s.watch.current();
    await s.answerAll();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(s.queries()).toBe(1);
    s.bump();
    s.tick(999);
    expect(s.watch.current()).toBe(1);
    s.tick(1);
    const later = s.watch.current();
    await s.answerAll();
    expect(await later).toBe(2);
    expect(s.queries()).toBe(2);
  });

  it('reads again right after expire(), even while an older read is in flight', async () => {
    const s = setup();
    const settled = s.watch.current();
    await s.answerAll();
    await settled;
    s.tick(1000);
    const stale = s.watch.current(); // reads before the write commits
    await flush();
    s.bump();
    s.watch.expire();
    const fresh = s.watch.current();
    await s.answerAll();
    expect(s.queries()).toBe(3);
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(s.watch.current()).toBe(2);
  });

  it('passes a failed read on and tries again next time', async () => {
    let fail = true;
    const watch = new VersionWatch(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(5)),
      1000,
      () => 0,
    );
    await expect(watch.current()).rejects.toThrow('down');
    fail = false;
    expect(await watch.current()).toBe(5);
  });
});
