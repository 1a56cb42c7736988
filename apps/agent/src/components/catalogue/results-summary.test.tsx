// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsSummary } from './results-summary';

afterEach(cleanup);

const summary = (props: {
  page: number;
  total: number;
  shown: number;
  totalIsEstimate?: boolean;
}) => render(<ResultsSummary loading={false} failed={false} {...props} />).container.textContent;

describe('<ResultsSummary />', () => {
  it('states an exact total as it is', () => {
    expect(summary({ page: 1, total: 12, shown: 12 })).toBe('12 programs found');
    expect(summary({ page: 2, total: 60, shown: 24 })).toBe('Showing 25–48 of 60 programs');
    expect(summary({ page: 1, total: 12_345, shown: 24, totalIsEstimate: false })).toBe(
      'Showing 1–24 of 12,345 programs',
    );
  });

  it('states an estimated total as "about", to two significant figures', () => {
    expect(summary({ page: 1, total: 2_345, shown: 24, totalIsEstimate: true })).toBe(
      'Showing 1–24 of about 2,300 programs',
    );
    expect(summary({ page: 3, total: 12_345, shown: 24, totalIsEstimate: true })).toBe(
      'Showing 49–72 of about 12,000 programs',
    );
  });
});
