import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverResponseTimes } from './server-log';

describe('serverResponseTimes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('summarises the responseTime of request lines and skips everything else', () => {
    const file = join(dir, 'server.log');
    writeFileSync(
      file,
      [
        '{"level":30,"msg":"database ready"}',
        '',
        '  Agent app   http://localhost:3000',
        '{"level":30,"reqId":"a","method":"GET","url":"/api/programs","status":200,"responseTime":12.5,"msg":"request"}',
        '{"level":30,"reqId":"b","method":"POST","url":"/api/applications","status":201,"responseTime":40,"userId":7,"msg":"request"}',
        '{"level":30,"reqId":"c","responseTime":"fast","msg":"not a number"}',
      ].join('\n'),
    );
    expect(serverResponseTimes(file)).toEqual({ count: 2, p50: 12.5, p95: 40, p99: 40, max: 40 });
  });

  it('answers undefined without a log or without request lines', () => {
    expect(serverResponseTimes(join(dir, 'missing.log'))).toBeUndefined();
    const quiet = join(dir, 'quiet.log');
    writeFileSync(quiet, '{"level":40,"msg":"warn only"}\n');
    expect(serverResponseTimes(quiet)).toBeUndefined();
  });
});
