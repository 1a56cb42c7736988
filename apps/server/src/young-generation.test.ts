import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Allocates short-lived objects that partly survive, as loading modules does; prints new space. */
const ALLOCATE = `
const { getHeapSpaceStatistics } = require('node:v8');
if (process.env.BOUND) require('./src/young-generation.ts').keepYoungGenerationSmall();
const kept = [];
for (let round = 0; round < 200; round++) {
  const batch = Array.from({ length: 20000 }, (_, i) => ({ i, text: 'x' + i }));
  kept.push(batch);
  if (kept.length > 10) kept.shift();
}
const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
console.log(space.space_size);
`;

function newSpaceBytes(bound: boolean): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', ALLOCATE], {
    env: { ...process.env, BOUND: bound ? '1' : '' },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

describe('the young generation', () => {
  it('stays at its initial size when many objects survive', () => {
    const bounded = newSpaceBytes(true);
    expect(bounded).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(newSpaceBytes(false)).toBeGreaterThan(bounded * 4);
  });
});
