import { describe, expect, it } from 'vitest';
import { parseVmRss, readRss, sampleRss } from './rss';

describe('parseVmRss', () => {
  it('reads VmRSS in bytes from /proc/<pid>/status text', () => {
    expect(parseVmRss('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\nThreads:\t7\n')).toBe(
      123456 * 1024,
    );
    expect(parseVmRss('Name:\tzombie\n')).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('sampleRss', () => {
  it('sees memory this process allocates while it samples', async () => {
    const sampler = sampleRss(process.pid, 10);
    const ballast = Buffer.alloc(64 * 1024 * 1024, 1);
    // Generous: on a loaded machine the sampling worker can take a while to start.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const reading = await sampler.stop();
    expect(ballast[ballast.length - 1]).toBe(1);
    expect(reading.samples).toBeGreaterThan(1);
    expect(reading.peak - reading.baseline).toBeGreaterThan(48 * 1024 * 1024);
  });

  it('answers null for a process that does not exist', () => {
    expect(readRss(2 ** 22 + 12345)).toBeNull();
  });
});
