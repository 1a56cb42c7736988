import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Allocates short-lived objects that partly survive, as loading modules and serving requests do, for
 * SECONDS seconds in chunks (so timers run); prints the new space's size.
 */
const ALLOCATE = `
const { getHeapSpaceStatistics } = require('node:v8');
const young = require('./src/young-generation.ts');
if (process.env.MODE !== 'default') young.keepYoungGenerationSmall();
if (process.env.MODE === 'busy') young.letYoungGenerationGrowWhenBusy();
const kept = [];
const until = Date.now() + Number(process.env.SECONDS) * 1000;
function chunk() {
  for (let round = 0; round < 20; round++) {
    const batch = Array.from({ length: 20000 }, (_, i) => ({ i, text: 'x' + i }));
    kept.push(batch);
    if (kept.length > 10) kept.shift();
  }
  if (Date.now() < until) setTimeout(chunk, 1);
  else console.log(getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
}
chunk();
`;

const MB = 1024 * 1024;

function newSpaceBytes(mode: 'default' | 'bounded' | 'busy', seconds: number): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', ALLOCATE], {
    env: { ...process.env, MODE: mode, SECONDS: String(seconds) },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

describe('the young generation', () => {
  it('stays at its initial size when many objects survive', () => {
    const bounded = newSpaceBytes('bounded', 0);
    expect(bounded).toBeLessThanOrEqual(4 * MB);
    expect(newSpaceBytes('default', 0)).toBeGreaterThan(bounded * 4);
  });

  it('grows again once scavenges come often, up to its cap', () => {
    expect(newSpaceBytes('busy', 0)).toBeLessThanOrEqual(4 * MB);
    const busy = newSpaceBytes('busy', 3);
    expect(busy).toBeGreaterThanOrEqual(4 * MB);
    expect(busy).toBeLessThan(newSpaceBytes('default', 3));
  });
});
