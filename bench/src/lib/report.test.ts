import { describe, expect, it } from 'vitest';
import { failures, formatRatio, formatSummary, formatTable, makeRow } from './report';

describe('makeRow', () => {
  it('computes the ratio against the reference and judges a ratio goal', () => {
    const row = makeRow({
      section: 'Catalogue API',
      name: 'all: requests/s',
      value: 700,
      unit: 'req/s',
      reference: { label: 'ceiling', value: 1000 },
      goal: { kind: 'ratio-min', target: 0.7 },
    });
    expect(row.ratio).toBeCloseTo(0.7);
    expect(row.pass).toBe(true);
    expect(makeRow({ ...row, value: 699 }).pass).toBe(false);
  });

  it('judges value goals and treats an unmeasured value as a failure', () => {
    const base = {
      section: 'Scale',
      name: 'p95',
      unit: 'ms',
      goal: { kind: 'max', target: 50 },
    } as const;
    expect(makeRow({ ...base, value: 50 }).pass).toBe(true);
    expect(makeRow({ ...base, value: 50.1 }).pass).toBe(false);
    expect(makeRow({ ...base, value: Number.NaN }).pass).toBe(false);
    expect(makeRow({ ...base, value: null }).pass).toBe(false);
    expect(
      makeRow({ section: 'Scale', name: 'index', unit: '', value: false, goal: { kind: 'true' } })
        .pass,
    ).toBe(false);
  });

  it('leaves rows without a goal unjudged', () => {
    expect(
      makeRow({ section: 'Start-up', name: 'empty', value: 900, unit: 'ms' }).pass,
    ).toBeUndefined();
  });
});

describe('formatTable and formatSummary', () => {
  const rows = [
    makeRow({
      section: 'Uploads',
      name: 'peak RSS growth',
      value: 80,
      unit: 'MB',
      reference: { label: 'bytes uploaded', value: 190.7 },
      goal: { kind: 'max', target: 64 },
    }),
    makeRow({ section: 'Uploads', name: 'upload throughput', value: 120, unit: 'MB/s' }),
  ];

  it('prints one row per figure with value, reference, ratio, goal and verdict', () => {
    const table = formatTable(rows);
    expect(table).toContain('## Uploads');
    expect(table).toMatch(
      /peak RSS growth\s+\| 80 MB\s+\| 191 MB \(bytes uploaded\) \| 0.42\s+\| ≤ 64 MB \| FAIL/,
    );
    expect(table).toMatch(/upload throughput\s+\| 120 MB\/s/);
  });

  it('lists every missed goal in the summary', () => {
    expect(failures(rows)).toHaveLength(1);
    expect(formatSummary(rows)).toContain('1 of 1 goals missed');
    expect(formatSummary(rows)).toContain(
      '[Uploads] peak RSS growth: 80 MB, ratio 0.42 (goal ≤ 64 MB)',
    );
    expect(formatSummary([rows[1]!])).toBe('All 0 goals met.');
  });
});

describe('formatRatio', () => {
  it('keeps small ratios readable and large ones short', () => {
    expect(formatRatio(0.0062)).toBe('0.0062');
    expect(formatRatio(0.7)).toBe('0.7');
    expect(formatRatio(1.234)).toBe('1.23');
    expect(formatRatio(566.64)).toBe('566.6');
  });
});
