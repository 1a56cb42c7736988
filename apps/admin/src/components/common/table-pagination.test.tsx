// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePagination } from './table-pagination';

afterEach(cleanup);

const showing = (total: number, totalIsEstimate?: boolean) => {
  render(
    <TablePagination
      page={2}
      pageSize={20}
      total={total}
      totalIsEstimate={totalIsEstimate}
      shown={20}
      noun="applications"
      onPageChange={() => {}}
    />,
  );
  return screen.getByText(/^Showing/).textContent;
};

describe('<TablePagination />', () => {
  it('states an exact total as it is', () => {
    expect(showing(132)).toBe('Showing 21–40 of 132 applications');
    cleanup();
    expect(showing(12_345, false)).toBe(
      `Showing 21–40 of ${(12_345).toLocaleString()} applications`,
    );
  });

  it('states an estimated total as "about", to two significant figures', () => {
    expect(showing(12_345, true)).toBe('Showing 21–40 of about 12,000 applications');
  });
});
