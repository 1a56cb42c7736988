import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  connectionAllowance,
  connectionAllowanceLine,
  parseOpenFileLimit,
  readOpenFileLimit,
  RESERVED_DESCRIPTORS,
} from './connection-limits';

const DEFAULTS = { maxConnections: 512, maxConnectionsPerClient: 64 };

describe('connections against the open-file limit', () => {
  it('reads the soft open-file limit the kernel reports for a process', () => {
    const limits = execFileSync('/bin/sh', ['-c', 'ulimit -n 300 && cat /proc/self/limits'], {
      encoding: 'utf8',
    });
    expect(parseOpenFileLimit(limits)).toBe(300);
    expect(readOpenFileLimit()).toBeGreaterThan(0);
    expect(
      parseOpenFileLimit('Max open files            unlimited            unlimited  files'),
    ).toBe(null);
    expect(parseOpenFileLimit('')).toBe(null);
  });

  it('lowers MAX_CONNECTIONS below the limit, keeping room for the database, storage and logs', () => {
    const allowance = connectionAllowance(DEFAULTS, 256);
    expect(allowance).toMatchObject({
      maxConnections: 64,
      maxConnectionsPerClient: 64,
      configured: 512,
      openFileLimit: 256,
      capped: true,
    });
    // Every socket at once, each with a file open, still leaves the reserve free.
    expect(allowance.maxConnections * 2 + RESERVED_DESCRIPTORS).toBeLessThanOrEqual(256);
    expect(connectionAllowance(DEFAULTS, 1024).maxConnections).toBe(448);
    expect(connectionAllowance({ ...DEFAULTS, maxConnectionsPerClient: 100 }, 256)).toMatchObject({
      maxConnections: 64,
      maxConnectionsPerClient: 64,
    });
    // A limit too small for the reserve still lets one client in.
    expect(connectionAllowance(DEFAULTS, 64).maxConnections).toBe(1);
  });

  it('keeps MAX_CONNECTIONS where the limit allows it or cannot be read', () => {
    expect(connectionAllowance(DEFAULTS, 20_000)).toMatchObject({
      maxConnections: 512,
      maxConnectionsPerClient: 64,
      capped: false,
    });
    expect(connectionAllowance(DEFAULTS, null)).toMatchObject({
      maxConnections: 512,
      capped: false,
    });
  });

  it('says at start which limit applies', () => {
    const capped = connectionAllowanceLine(connectionAllowance(DEFAULTS, 256));
    expect(capped.level).toBe('warn');
    expect(capped.message).toMatch(
      /^connections: at most 64, below MAX_CONNECTIONS \(512\), because the open-file limit is 256/,
    );
    expect(capped.fields).toMatchObject({
      maxConnections: 64,
      configured: 512,
      openFileLimit: 256,
    });
    const kept = connectionAllowanceLine(connectionAllowance(DEFAULTS, 20_000));
    expect(kept.level).toBe('info');
    expect(kept.message).toBe(
      'connections: at most 512, as MAX_CONNECTIONS says (the open-file limit of 20000 would allow 9936)',
    );
    expect(connectionAllowanceLine(connectionAllowance(DEFAULTS, null)).message).toContain(
      'the open-file limit could not be read',
    );
  });
});
