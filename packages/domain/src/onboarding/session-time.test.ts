import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatSessionDay,
  formatSessionTime,
  timeZoneLabel,
} from './session-time';

const AT = '2026-12-01T06:00:00.000Z';

describe('session times', () => {
  it('writes English as before, in the reader’s zone', () => {
    expect(formatSessionTime(AT, 'Asia/Dubai')).toBe('Tuesday, 1 December 2026 at 10:00');
    expect(formatSessionDay(AT, 'Asia/Kolkata')).toBe('Tuesday, 1 December 2026');
    expect(formatClockTime(AT, 'Asia/Kolkata')).toBe('11:30');
    expect(timeZoneLabel('Asia/Dubai', new Date(AT))).toBe('Asia/Dubai (GMT+4)');
  });

  it('writes Arabic with Arabic names and Latin digits', () => {
    expect(formatSessionDay(AT, 'Asia/Dubai', 'ar')).toBe('الثلاثاء، 1 ديسمبر 2026');
    expect(formatClockTime(AT, 'Asia/Kolkata', 'ar')).toBe('11:30');
    expect(formatSessionTime(AT, 'Asia/Dubai', 'ar')).toMatch(/^الثلاثاء، 1 ديسمبر 2026.*10:00$/);
  });
});
