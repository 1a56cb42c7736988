import { describe, expect, it } from 'vitest';
import {
  formatIntakes,
  formatIntakesIn,
  formatTuition,
  intakeLabel,
  normaliseIntakes,
  parseTuitionAed,
} from './tuition';

describe('parseTuitionAed', () => {
  it.each([
    ['AED 38,000 and upwards', 38000],
    ['29,300 AED for 1 year 32,000 - 35,000 AED for 2 years', 29300],
    ['29,300 AED for 1 year', 29300],
    ['AED 91990 (Total)', 91990],
    ['AED 148,138(full time)/AED 74,069(part time)', 148138],
    ['AED 248,062.50(Total Fees)', 248062],
    ['AED61950', 61950],
    ['AED 1,234,567', 1234567],
    ['45k', 45000],
    ['45K per year', 45000],
    ['120000', 120000],
  ])('%s → %d', (text, amount) => {
    expect(parseTuitionAed(text)).toBe(amount);
  });

  it.each([[''], [null], [undefined], ['Contact us'], ['-'], ['0'], ['AED 0']])(
    '%s → null (no plausible amount)',
    (text) => {
      expect(parseTuitionAed(text)).toBeNull();
    },
  );
});

describe('formatTuition', () => {
  it('shows the one money format plus "/yr" (docs/product.md §3)', () => {
    expect(formatTuition(57150)).toBe('AED 57,150/yr');
    expect(formatTuition(1234567)).toBe('AED 1,234,567/yr');
    expect(formatTuition(0)).toBe('AED 0/yr');
  });

  it('rounds a fractional amount', () => {
    expect(formatTuition(29999.6)).toBe('AED 30,000/yr');
  });

  it('shows "Contact for info" when the fee is unknown', () => {
    expect(formatTuition(null)).toBe('Contact for info');
    expect(formatTuition(undefined)).toBe('Contact for info');
  });
});

describe('intakes', () => {
  it('normaliseIntakes turns a single string or a list into trimmed non-empty values', () => {
    expect(normaliseIntakes(['  January ', '', 'September'])).toEqual(['January', 'September']);
    expect(normaliseIntakes('May')).toEqual(['May']);
    expect(normaliseIntakes('')).toEqual([]);
    expect(normaliseIntakes(null)).toEqual([]);
    expect(normaliseIntakes(undefined)).toEqual([]);
  });

  it('intakeLabel shows the first intake', () => {
    expect(intakeLabel(['January', 'September'])).toBe('January');
    expect(intakeLabel('Sep/Jan')).toBe('Sep/Jan');
    expect(intakeLabel(['  ', 'May'])).toBe('May');
  });

  it('intakeLabel defaults to "September" when there is none', () => {
    expect(intakeLabel([])).toBe('September');
    expect(intakeLabel('')).toBe('September');
    expect(intakeLabel('   ')).toBe('September');
    expect(intakeLabel(null)).toBe('September');
    expect(intakeLabel(undefined)).toBe('September');
  });
});

describe('formatIntakes', () => {
  it('lists every intake, not only the first', () => {
    expect(formatIntakes(['January', ' May ', 'September'])).toBe('January, May, September');
    expect(formatIntakes('January')).toBe('January');
  });

  it('falls back to the default intake when none is listed', () => {
    expect(formatIntakes([])).toBe('September');
    expect(formatIntakes(null)).toBe('September');
  });
});

describe('formatIntakesIn', () => {
  it('writes English as formatIntakes does', () => {
    expect(formatIntakesIn(['January', 'September'], 'en')).toBe('January, September');
    expect(formatIntakesIn(['Onsite/Online'], 'en')).toBe('Onsite/Online');
  });

  it('names the months in Arabic, separated by the Arabic comma', () => {
    expect(formatIntakesIn(['September', 'January', 'May'], 'ar')).toBe('سبتمبر، يناير، مايو');
    expect(formatIntakesIn([], 'ar')).toBe('سبتمبر');
  });

  it('keeps a list that holds anything but months as imported', () => {
    expect(formatIntakesIn(['September', 'Rolling admission'], 'ar')).toBe(
      'September, Rolling admission',
    );
  });
});
