import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUSY_REQUESTS_PER_SECOND } from './young-generation';

/**
 * Allocates short-lived objects that partly survive, as loading modules and serving requests do, for
 * SECONDS seconds in chunks (so timers run), announcing REQUESTS requests per chunk on a stand-in for
 * the HTTP server; prints the new space's median size over the chunks of the run's second half. The
 * median, because V8 lends the new space pages for a chunk or two while it marks the old generation
 * (2 MB became 14–43 MB for one sample, then 2 MB again), and one sample at the end caught that in CI.
 */
const ALLOCATE = `
const { EventEmitter } = require('node:events');
const { getHeapSpaceStatistics } = require('node:v8');
const young = require('./src/young-generation.ts');
const server = new EventEmitter();
if (process.env.MODE !== 'default') young.keepYoungGenerationSmall();
if (process.env.MODE === 'serving' || process.env.MODE === 'rendering')
  young.letYoungGenerationGrowWhenBusy(server);
const kept = [];
const sizes = [];
const newSpaceSize = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
const start = Date.now();
const seconds = Number(process.env.SECONDS);
const until = start + seconds * 1000;
function chunk() {
  for (let round = 0; round < 20; round++) {
    const batch = Array.from({ length: 20000 }, (_, i) => ({ i, text: 'x' + i }));
    kept.push(batch);
    if (kept.length > 10) kept.shift();
  }
  for (let n = 0; n < Number(process.env.REQUESTS); n++) server.emit('request');
  if (process.env.MODE === 'rendering') young.countRenderedPage();
  if (Date.now() >= start + (seconds * 1000) / 2) sizes.push(newSpaceSize());
  if (Date.now() < until) setTimeout(chunk, 1);
  else if (sizes.length === 0) console.log(newSpaceSize());
  else console.log(sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]);
}
chunk();
`;

const MB = 1024 * 1024;

function newSpaceBytes(
  mode: 'default' | 'bounded' | 'serving' | 'rendering',
  seconds = 0,
  requests = 0,
): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', ALLOCATE], {
    env: { ...process.env, MODE: mode, SECONDS: String(seconds), REQUESTS: String(requests) },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

describe('the young generation', () => {
  it('stays at its initial size when many objects survive', () => {
    const bounded = newSpaceBytes('bounded');
    expect(bounded).toBeLessThanOrEqual(4 * MB);
    expect(newSpaceBytes('default')).toBeGreaterThan(bounded * 4);
  });

  it('stays small while requests are few, and grows once they come often', () => {
    expect(newSpaceBytes('serving', 2.5, 0)).toBeLessThanOrEqual(4 * MB);
    // Each chunk announces a busy second's worth of requests on its own, so the switch happens on
    // the first count after it however slowly a loaded machine runs the chunks (a chunk took over a
    // quarter of a second in CI, and 50 per chunk then never made a busy second).
    expect(newSpaceBytes('serving', 3.5, BUSY_REQUESTS_PER_SECOND * 5)).toBeGreaterThan(16 * MB);
  });

  it('grows once the server renders pages, however few its requests', () => {
    // Each chunk renders one page and announces no request.
    expect(newSpaceBytes('rendering', 3.5, 0)).toBeGreaterThan(16 * MB);
  });
});
