import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { statusTone } from '@uniguide/domain';
import { useId } from 'react';
import type { ChartOverview } from '../../lib/api-types';
import { barPercent, countScale } from './chart-scale';
import { ChartTable, STATUS_BAR_TONE, useStatusLabel } from '@uniguide/ui';

/**
 * Applications by status as horizontal bars, every status in workflow order (zeros too, so the
 * shape of the pipeline is visible). Screen readers get the same figures as a table.
 */
export function StatusBarChart({ data }: { data: ChartOverview['byStatus'] }) {
  const { t } = useLingui();
  const format = useFormatters();
  const statusText = useStatusLabel();
  const titleId = useId();
  const { top } = countScale(Math.max(0, ...data.map((entry) => entry.count)));
  const total = data.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <figure aria-labelledby={titleId} className="relative grid gap-3">
      <figcaption id={titleId} className="sr-only">
        <Trans>Applications by status ({format.count(total)} in all)</Trans>
      </figcaption>
      <ul aria-hidden="true" className="grid gap-2">
        {data.map((entry) => (
          <li
            key={entry.status}
            className="grid grid-cols-[minmax(0,9rem)_1fr_2.5rem] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_3rem]"
          >
            <span className="leading-tight text-muted-foreground">{statusText(entry.status)}</span>
            <span className="h-3 overflow-hidden rounded-full bg-muted">
              <span
                className={`block h-full rounded-full ${STATUS_BAR_TONE[statusTone(entry.status)]}`}
                style={{ width: `${barPercent(entry.count, top)}%` }}
              />
            </span>
            <span className="text-end font-medium tabular-nums">{format.count(entry.count)}</span>
          </li>
        ))}
      </ul>
      <ChartTable
        caption={t`Applications by status`}
        columns={[t`Status`, t`Applications`]}
        rows={data.map((entry) => ({
          key: entry.status,
          heading: statusText(entry.status),
          cells: [entry.count],
        }))}
      />
    </figure>
  );
}
