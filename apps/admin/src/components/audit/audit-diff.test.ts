import { describe, expect, it } from 'vitest';
import { diffRecords, fieldLabel, formatValue } from './audit-diff';

describe('diffRecords', () => {
  it('sorts keys into changed, added, removed and unchanged, changes first', () => {
    const diff = diffRecords(
      { status: 'submitted', adminNotes: null, rejectionReason: null, legacy: 'x' },
      { status: 'rejected', adminNotes: null, rejectionReason: 'Late', revokedSessions: 2 },
    );
    expect(diff).toEqual([
      { key: 'status', kind: 'changed', before: 'submitted', after: 'rejected' },
      { key: 'rejectionReason', kind: 'changed', before: null, after: 'Late' },
      { key: 'revokedSessions', kind: 'added', after: 2 },
      { key: 'legacy', kind: 'removed', before: 'x' },
      { key: 'adminNotes', kind: 'unchanged', before: null, after: null },
    ]);
  });

  it('compares nested values by content, not by key order', () => {
    const diff = diffRecords(
      { prefs: { a: true, b: false }, tags: ['x', 'y'] },
      { prefs: { b: false, a: true }, tags: ['y', 'x'] },
    );
    expect(diff.map((entry) => [entry.key, entry.kind])).toEqual([
      ['tags', 'changed'],
      ['prefs', 'unchanged'],
    ]);
  });

  it('tells null from a missing key', () => {
    expect(diffRecords({ a: null }, {})).toEqual([{ key: 'a', kind: 'removed', before: null }]);
    expect(diffRecords({}, { a: null })).toEqual([{ key: 'a', kind: 'added', after: null }]);
  });

  it('answers nothing for two empty records', () => {
    expect(diffRecords({}, {})).toEqual([]);
  });
});

describe('formatValue', () => {
  it('prints text as written and structures as indented JSON', () => {
    expect(formatValue('Under review')).toBe('Under review');
    expect(formatValue('')).toBe('""');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(false)).toBe('false');
    expect(formatValue(3)).toBe('3');
    expect(formatValue({ a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
  });
});

describe('fieldLabel', () => {
  it('reads a key as words', () => {
    expect(fieldLabel('conditionalOfferTerms')).toBe('Conditional offer terms');
    expect(fieldLabel('revoked_sessions')).toBe('Revoked sessions');
    expect(fieldLabel('status')).toBe('Status');
  });
});
