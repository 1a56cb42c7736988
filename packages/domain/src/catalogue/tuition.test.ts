import { describe, expect, it } from 'vitest';
import { formatTuition, intakeLabel, normaliseIntakes, parseTuitionAed } from './tuition';

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
  it('shows digits only plus "AED/yr" (docs/product.md §3)', () => {
    expect(formatTuition(38000)).toBe('38000 AED/yr');
    expect(formatTuition(1234567)).toBe('1234567 AED/yr');
    expect(formatTuition(0)).toBe('0 AED/yr');
  });

  it('rounds a fractional amount', () => {
    expect(formatTuition(29999.6)).toBe('30000 AED/yr');
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
