// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShowingRange } from './paged-list';

afterEach(cleanup);

const showing = (total: number, totalIsEstimate?: boolean) =>
  render(
    <ShowingRange
      data={{
        items: [1, 2],
        total,
        totalIsEstimate: totalIsEstimate ?? false,
        page: 3,
        pageSize: 20,
      }}
    />,
  ).container.textContent;

describe('<ShowingRange />', () => {
  it('states an exact total as it is', () => {
    expect(showing(45)).toBe('Showing 41–42 of 45');
    expect(showing(12_345, false)).toBe('Showing 41–42 of 12,345');
  });

  it('states an estimated total as "about", to two significant figures', () => {
    expect(showing(12_345, true)).toBe('Showing 41–42 of about 12,000');
  });
});
