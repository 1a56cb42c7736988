import { cn } from '../lib/cn';
import { useId, type ReactNode } from 'react';
import { ChartTable, type ChartTableProps } from './chart-table';

export interface ChartColumn {
  key: string;
  /** On the axis under the column: "Mar 2", "Apr". */
  label: string;
  /** The exact figures, shown on hover. */
  title?: string;
  /**
   * What stands in the column, from the bottom up: the bar (its height a percentage of the plot)
   * and anything printed above it.
   */
  bar: ReactNode;
}

export interface ColumnChartProps {
  /** The figure's name for screen readers, with the total: "… last 12 weeks (7 in all)". */
  caption: string;
  /** Oldest first; the last one is the current period. */
  columns: readonly ChartColumn[];
  /** The value axis: its top and the gridline values from 0 up, in the bars' units. */
  scale: { top: number; ticks: readonly number[] };
  formatTick: (value: number) => string;
  /** Under the plot for sighted readers, such as a colour key; screen readers get the table. */
  legend?: ReactNode;
  /** The same figures for screen readers. */
  table: ChartTableProps;
}

/**
 * Columns over a value axis with dashed gridlines, one label under each column. Screen readers get
 * the figures as a table instead of the drawing.
 */
export function ColumnChart({
  caption,
  columns,
  scale,
  formatTick,
  legend,
  table,
}: ColumnChartProps) {
  const titleId = useId();
  const { top, ticks } = scale;

  return (
    <figure aria-labelledby={titleId} className="relative grid gap-3">
      <figcaption id={titleId} className="sr-only">
        {caption}
      </figcaption>
      <div aria-hidden="true" className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-2">
        <div className="relative h-48">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 translate-y-1/2 text-[0.7rem] text-muted-foreground tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-48 border-b border-s">
          {ticks.slice(1).map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <ol className="absolute inset-0 flex items-end gap-1 px-1 sm:gap-2 sm:px-2">
            {columns.map((column) => (
              <li
                key={column.key}
                title={column.title}
                className="flex h-full min-w-0 flex-1 flex-col justify-end"
              >
                {column.bar}
              </li>
            ))}
          </ol>
        </div>
        <span />
        <ol className="flex gap-1 px-1 pt-1.5 sm:gap-2 sm:px-2">
          {columns.map((column, index) => (
            <li
              key={column.key}
              className={cn(
                // min-w-0 lets a label be wider than its column: it spills over its (hidden) neighbours.
                'flex min-w-0 flex-1 justify-center text-[0.65rem] whitespace-nowrap text-muted-foreground sm:text-[0.7rem]',
                // Every other label on phones, counting back from the current column (always
                // labelled): twelve labels do not fit side by side in 375 px.
                (columns.length - 1 - index) % 2 === 1 && 'invisible sm:visible',
              )}
            >
              {column.label}
            </li>
          ))}
        </ol>
      </div>
      {legend}
      <ChartTable {...table} />
    </figure>
  );
}
