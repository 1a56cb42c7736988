import {
  formatAuditTime,
  formatDashboardDate,
  formatLongDate,
  formatRelative,
  type DateInput,
} from '@uniguide/domain/format-date';
import type { Language } from '@uniguide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditTime, dashboardDate, longDate, relative } from './page-dates';

// The page's dates must read exactly as the domain's (date-fns in English): docs/decisions/075-english-inline.md.

const LANGUAGES: Language[] = ['en', 'ar'];
/** Zones with and without daylight saving, a half-hour zone and one that moves by 30 minutes. */
const ZONES = ['UTC', 'Asia/Dubai', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];

/** A repeatable spread of instants from 1990 to 2040. */
function instants(count: number): Date[] {
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const start = Date.UTC(1990, 0, 1);
  const span = Date.UTC(2040, 0, 1) - start;
  return Array.from({ length: count }, () => new Date(start + Math.floor(next() * span)));
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
  vi.useRealTimers();
});

describe('page dates', () => {
  it.each(ZONES)('write every date as the domain does, in %s', (zone) => {
    process.env.TZ = zone;
    const inputs: DateInput[] = [
      undefined,
      null,
      '',
      'not a date',
      '2025-02-30',
      new Date(Number.NaN),
    ];
    for (const date of instants(400)) {
      const day = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
      inputs.push(date, date.toISOString(), day, `${day}T10:30:00`, `${day} 23:59:59.123456+04:00`);
    }
    for (const language of LANGUAGES)
      for (const input of inputs) {
        expect(longDate(input, language)).toBe(formatLongDate(input, language));
        expect(dashboardDate(input, language)).toBe(formatDashboardDate(input, language));
        expect(auditTime(input, language)).toBe(formatAuditTime(input, language));
      }
  });

  it.each(ZONES)('write every distance as the domain does, in %s', (zone) => {
    process.env.TZ = zone;
    vi.useFakeTimers();
    const steps = [0, 1, 29, 30, 59, 60, 89, 90, 91, 2639, 2640, 2699, 2700, 5340, 5400, 86_399];
    const seconds = [
      ...steps,
      ...steps.map((step) => step * 60),
      ...[
        1, 1.74, 1.76, 29.9, 30, 44, 45, 59, 60, 61, 89, 90, 300, 364, 366, 500, 700, 1100, 4000,
      ].map((days) => Math.round(days * 86_400)),
    ];
    for (const now of instants(40)) {
      vi.setSystemTime(now);
      for (const offset of seconds)
        for (const sign of [-1, 1]) {
          const value = new Date(now.getTime() + sign * offset * 1000);
          for (const language of LANGUAGES)
            expect(relative(value, language)).toBe(formatRelative(value, language));
        }
    }
  });

  it('write the forms docs/product.md shows', () => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-02T14:03:09Z'));
    expect(longDate('2025-04-29', 'en')).toBe('April 29th, 2025');
    expect(dashboardDate('2025-04-29T14:03:09Z', 'en')).toBe('Apr 29, 2025');
    expect(auditTime('2025-04-29T14:03:09Z', 'en')).toBe('Apr 29, 2025 14:03:09');
    expect(relative('2025-04-29T14:03:09Z', 'en')).toBe('3 days ago');
    expect(relative('2025-05-02T16:03:09Z', 'en')).toBe('in about 2 hours');
  });
});
