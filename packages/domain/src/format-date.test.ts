import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatAuditTime,
  formatDashboardDate,
  formatLongDate,
  formatRelative,
  formatUtcLongDay,
} from './format-date';
import { formatSessionTime } from './onboarding/session-time';

// Local-time inputs (a Date built from parts, ISO strings without an offset) keep these tests
// independent of the machine's time zone.
const afternoon = new Date(2025, 3, 29, 14, 3, 9);

describe('formatLongDate', () => {
  it('uses the long "PPP" style', () => {
    expect(formatLongDate(afternoon)).toBe('April 29th, 2025');
  });

  it('reads a calendar date as that local day, not the UTC midnight before it', () => {
    expect(formatLongDate('2001-05-14')).toBe('May 14th, 2001');
  });
});

describe('formatDashboardDate', () => {
  it('formats as "MMM d, yyyy"', () => {
    expect(formatDashboardDate('2025-01-05T09:00:00')).toBe('Jan 5, 2025');
  });
});

describe('formatAuditTime', () => {
  it('formats to the second on a 24-hour clock', () => {
    expect(formatAuditTime(afternoon)).toBe('Apr 29, 2025 14:03:09');
  });

  it('reads ISO timestamps with a UTC offset as the same instant', () => {
    const iso = afternoon.toISOString(); // e.g. '2025-04-29T10:03:09.000Z' in Dubai
    expect(formatAuditTime(iso)).toBe('Apr 29, 2025 14:03:09');
  });
});

describe('formatRelative', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 3, 29, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says how long ago a past date was', () => {
    expect(formatRelative(new Date(2025, 3, 26, 12, 0, 0))).toBe('3 days ago');
    expect(formatRelative('2025-04-29T11:55:00')).toBe('5 minutes ago');
  });

  it('says "in …" for a future date', () => {
    expect(formatRelative(new Date(2025, 3, 29, 14, 0, 0))).toBe('in about 2 hours');
  });
});

describe('missing or unreadable dates', () => {
  const formatters = { formatLongDate, formatDashboardDate, formatAuditTime, formatRelative };

  it.each(Object.entries(formatters))('%s answers an empty string', (_name, formatter) => {
    expect(formatter(null)).toBe('');
    expect(formatter(undefined)).toBe('');
    expect(formatter('')).toBe('');
    expect(formatter('not a date')).toBe('');
    expect(formatter(new Date(Number.NaN))).toBe('');
  });
});

describe('dates in e-mails', () => {
  const day = new Date('2026-11-26T22:30:00Z');

  it('writes a UTC day in the English style the caller had, or in Arabic with Latin digits', () => {
    expect(formatUtcLongDay(day)).toBe('26 November 2026');
    expect(formatUtcLongDay(day, 'en', 'en-US')).toBe('November 26, 2026');
    const arabic = formatUtcLongDay(day, 'ar');
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
    expect(arabic).toContain('26');
    expect(arabic).toContain('2026');
  });

  it('writes a session time in English as before, and in Arabic', () => {
    expect(formatSessionTime(day, 'UTC')).toBe('Thursday, 26 November 2026 at 22:30');
    expect(formatSessionTime(day, 'UTC', 'ar')).toMatch(/الخميس.*26.*2026.*22:30/);
  });
});
