import { describe, expect, it } from 'vitest';
import { parseCpuMs, readCpuMs } from './cpu';

describe('parseCpuMs', () => {
  it('adds user and system ticks, counting fields after a command name with spaces', () => {
    const stat =
      '4242 (node my server) S 1 4242 4242 0 -1 4194304 9000 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(parseCpuMs(stat)).toBe(3250);
  });

  it('reads this process', () => {
    expect(readCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(readCpuMs(2 ** 22 + 12345)).toBeNull();
  });
});
