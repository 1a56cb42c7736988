import { afterEach, describe, expect, it } from 'vitest';
import { addDays, isoDay, localToday } from './calendar-day';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('calendar days', () => {
  it('adds days across month and year ends, and back', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-09-01', 60)).toBe('2026-10-31');
  });

  it('counts whole days whatever the clock changes of the zone', () => {
    for (const tz of ['Europe/London', 'America/Sao_Paulo', 'Asia/Dubai', 'Pacific/Auckland']) {
      process.env.TZ = tz;
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addDays('2026-10-24', 10)).toBe('2026-11-03');
    }
  });

  it('reads the UTC day of an instant, and today as a date input holds it', () => {
    expect(isoDay(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-28');
    expect(localToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
