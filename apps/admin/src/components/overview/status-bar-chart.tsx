import { statusLabel, statusTone, type StatusTone } from '@uniguide/domain';
import { useId } from 'react';
import type { ChartOverview } from '../../lib/api-types';
import { barPercent, countScale } from './chart-scale';

const BAR_TONE: Record<StatusTone, string> = {
  neutral: 'bg-muted-foreground/50',
  info: 'bg-info',
  warning: 'bg-warning',
  success: 'bg-success',
  danger: 'bg-destructive',
};

/**
 * Applications by status as horizontal bars, every status in workflow order (zeros too, so the
 * shape of the pipeline is visible). Screen readers get the same figures as a table.
 */
export function StatusBarChart({ data }: { data: ChartOverview['byStatus'] }) {
  const titleId = useId();
  const { top } = countScale(Math.max(0, ...data.map((entry) => entry.count)));
  const total = data.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <figure aria-labelledby={titleId} className="relative grid gap-3">
      <figcaption id={titleId} className="sr-only">
        Applications by status ({total.toLocaleString()} in all)
      </figcaption>
      <ul aria-hidden="true" className="grid gap-2">
        {data.map((entry) => (
          <li
            key={entry.status}
            className="grid grid-cols-[minmax(0,9rem)_1fr_2.5rem] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_3rem]"
          >
            <span className="truncate text-muted-foreground" title={statusLabel(entry.status)}>
              {statusLabel(entry.status)}
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-muted">
              <span
                className={`block h-full rounded-full ${BAR_TONE[statusTone(entry.status)]}`}
                style={{ width: `${barPercent(entry.count, top)}%` }}
              />
            </span>
            <span className="text-right font-medium tabular-nums">
              {entry.count.toLocaleString()}
            </span>
          </li>
        ))}
      </ul>
      {/* Wrapped: a table ignores the 1px width of sr-only and would widen the page on phones. */}
      <div className="sr-only">
        <table>
          <caption>Applications by status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Applications</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.status}>
                <th scope="row">{statusLabel(entry.status)}</th>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
