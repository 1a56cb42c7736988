import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnChart, type ChartColumn } from './column-chart';

afterEach(cleanup);

const columns: ChartColumn[] = ['Jan', 'Feb', 'Mar', 'Apr'].map((label) => ({
  key: label,
  label,
  title: `${label}: 1 sale`,
  bar: <span data-testid={`bar-${label}`} />,
}));

function renderChart() {
  return render(
    <ColumnChart
      caption="Sales by month (4 in all)"
      columns={columns}
      scale={{ top: 2, ticks: [0, 1, 2] }}
      formatTick={(tick) => `${tick} pcs`}
      legend={<p>Key</p>}
      table={{
        caption: 'Sales by month',
        columns: ['Month', 'Sales'],
        rows: columns.map((column) => ({ key: column.key, heading: column.label, cells: [1] })),
      }}
    />,
  );
}

describe('<ColumnChart />', () => {
  it('is a figure named by its caption, with the figures as a table', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Sales by month (4 in all)' });
    const table = within(figure).getByRole('table', { name: 'Sales by month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['MonthSales', 'Jan1', 'Feb1', 'Mar1', 'Apr1']);
    expect(within(figure).getByText('Key')).toBeTruthy();
  });

  it('draws each bar in its column with its title, and the axis with formatted ticks', () => {
    const { container } = renderChart();
    expect(screen.getByTestId('bar-Mar').parentElement!.getAttribute('title')).toBe('Mar: 1 sale');
    expect(container.textContent).toContain('0 pcs1 pcs2 pcs');
  });

  it('labels every other column on phones, always the current (last) one', () => {
    renderChart();
    const hidden = ['Jan', 'Feb', 'Mar', 'Apr'].filter((label) =>
      screen.getByText(label, { selector: 'li' }).className.includes('invisible'),
    );
    expect(hidden).toEqual(['Jan', 'Mar']);
  });
});
