import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

let dir: string;
let file: string;
let fd: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  file = join(dir, 'log');
  fd = openSync(file, 'w');
});

afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

const written = () => readFileSync(file, 'utf8');
const line = (n: number) => `{"n":${n}}\n`;

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the log destination', () => {
  it('holds lines until a batch is full, then writes them in order', async () => {
    const destination = createLogDestination({
      fd,
      batchChars: 3 * line(0).length,
      flushMs: 60_000,
    });
    destination.write(line(1));
    destination.write(line(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written()).toBe('');
    destination.write(line(3));
    await until(() => written().length > 0);
    expect(written()).toBe(line(1) + line(2) + line(3));
  });

  it('writes a part batch after the flush interval', async () => {
    const destination = createLogDestination({ fd, batchChars: 64 * 1024, flushMs: 20 });
    destination.write(line(1));
    await until(() => written().length > 0);
    expect(written()).toBe(line(1));
  });

  it('writes what waits when the process exits', () => {
    const script = `
      const { openSync } = require('node:fs');
      const { createLogDestination } = require('./src/log-destination.ts');
      const log = createLogDestination({ fd: openSync(${JSON.stringify(file)}, 'a'), batchChars: 1e6, flushMs: 60000 });
      for (let n = 1; n <= 1000; n++) log.write('{"n":' + n + '}\\n');
      process.exit(0);
    `;
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script]);
    const lines = written().trim().split('\n');
    expect(lines).toHaveLength(1000);
    expect(lines.at(-1)).toBe('{"n":1000}');
  });
});
