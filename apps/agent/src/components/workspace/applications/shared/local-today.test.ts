import { describe, expect, it } from 'vitest';
import { localToday } from './local-today';

describe('localToday', () => {
  it('answers the calendar day of the given moment as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 2, 9, 12, 0, 0))).toBe('2026-03-09');
  });

  it('keeps the local day just before midnight and just after it', () => {
    expect(localToday(new Date(2026, 11, 31, 23, 59, 0))).toBe('2026-12-31');
    expect(localToday(new Date(2027, 0, 1, 0, 1, 0))).toBe('2027-01-01');
  });
});
