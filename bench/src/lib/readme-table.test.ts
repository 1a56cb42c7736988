import { describe, expect, it } from 'vitest';
import { makeRow } from './report';
import {
  END_MARKER,
  START_MARKER,
  renderPerformance,
  replaceBetweenMarkers,
  type LatestResults,
} from './readme-table';

const latest: LatestResults = {
  machine: { cpus: 2, cpuModel: 'Test CPU', memoryBytes: 8 * 2 ** 30, node: 'v24.0.0' },
  sections: {
    catalogue: {
      measuredAt: '2026-11-26T11:00:00.000Z',
      settings: { durationSeconds: 8, connections: 50 },
      rows: [
        makeRow({
          section: 'Catalogue API',
          name: 'search | br',
          value: 9000,
          unit: 'req/CPU-s',
          reference: { label: 'ceiling', value: 10_000 },
          goal: { kind: 'ratio-min', target: 0.8 },
        }),
        makeRow({ section: 'Catalogue API', name: 'p99', value: 12, unit: 'ms' }),
      ],
    },
  },
};

describe('renderPerformance', () => {
  it('writes the machine, the date and settings of each section, and every row as measured', () => {
    const block = renderPerformance(latest);
    expect(block).toContain('Machine: 2 × Test CPU, 8 GB, Node v24.0.0.');
    expect(block).toContain('measured 2026-11-26 11:00 UTC (durationSeconds 8, connections 50)');
    expect(block).toContain(
      '| search \\| br | 9,000 req/CPU-s | 10,000 req/CPU-s (ceiling) | 0.9 | ratio ≥ 0.8 | pass |',
    );
    expect(block).toContain('| p99 | 12 ms |  |  |  |  |');
  });
});

describe('replaceBetweenMarkers', () => {
  it('replaces only what lies between the markers, and again the same way', () => {
    const text = `# Title\n${START_MARKER}\nold figures\n${END_MARKER}\nafter\n`;
    const once = replaceBetweenMarkers(text, 'new figures');
    expect(once).toBe(`# Title\n${START_MARKER}\n\nnew figures\n\n${END_MARKER}\nafter\n`);
    expect(replaceBetweenMarkers(once, 'new figures')).toBe(once);
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceBetweenMarkers('# Title\n', 'x')).toThrow('no');
  });
});
