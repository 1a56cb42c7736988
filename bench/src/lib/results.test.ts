import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previousSections } from './results';

const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const section = (measuredAt: string) => ({
  rows: [],
  details: {},
  seconds: 1,
  measuredAt,
  settings: { postgres: true },
});

describe('previousSections', () => {
  it('keeps the sections this run did not measure', () => {
    const file = join(dir, 'latest.json');
    writeFileSync(
      file,
      JSON.stringify({
        sections: {
          scale: section('2026-11-22T01:00:00Z'),
          frontend: section('2026-11-22T01:05:00Z'),
          broken: { rows: 'no' },
        },
      }),
    );
    expect(Object.keys(previousSections(file, ['frontend']))).toEqual(['scale']);
  });

  it('gives nothing for a missing or unreadable file', () => {
    expect(previousSections(join(dir, 'missing.json'), [])).toEqual({});
    const garbled = join(dir, 'garbled.json');
    writeFileSync(garbled, '{ not json');
    expect(previousSections(garbled, [])).toEqual({});
  });
});
