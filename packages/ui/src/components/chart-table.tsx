import type { ReactNode } from 'react';

export interface ChartTableRow {
  key: string;
  /** The row's name, first column: "March 2, 2026", "Draft". */
  heading: string;
  cells: readonly ReactNode[];
}

export interface ChartTableProps {
  caption: string;
  /** Column headings, the row names' column first. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

/** A chart's figures as a table, for screen readers only. */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    // Wrapped: a table ignores the 1px width of sr-only and would widen the page on phones.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.heading}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
