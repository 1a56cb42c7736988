import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { ChartTable, STATUS_BAR_TONE, useStatusLabel } from '@uniguide/ui';
import { statusTone, type EarningsPipelineStage } from '@uniguide/domain';
import { useId } from 'react';
import { barPercent } from './money-scale';

/**
 * What the active applications could earn, stage by stage in workflow order: a bar per stage with
 * its amount and number of applications. Screen readers get the same figures as a table.
 */
export function PipelineChart({ stages }: { stages: readonly EarningsPipelineStage[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  const statusText = useStatusLabel();
  const applications = (count: number) => {
    const shown = format.count(count);
    return t({
      message: plural(count, { one: `${shown} application`, other: `${shown} applications` }),
    });
  };
  const titleId = useId();
  const top = Math.max(0, ...stages.map((stage) => stage.potentialFils));
  const total = stages.reduce((sum, stage) => sum + stage.potentialFils, 0);
  const count = stages.reduce((sum, stage) => sum + stage.applicationCount, 0);

  if (count === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        <Trans>
          No applications in progress. Submitted applications show here with the commission they
          could earn.
        </Trans>
      </p>
    );
  }

  return (
    <figure aria-labelledby={titleId} className="grid gap-4">
      <figcaption id={titleId} className="sr-only">
        {t`Potential commission by stage (${format.aedFils(total)} from ${applications(count)})`}
      </figcaption>
      <ul aria-hidden="true" className="grid gap-3">
        {stages.map((stage) => (
          <li key={stage.status} className="grid gap-1 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="truncate">{statusText(stage.status)}</span>
              <span className="shrink-0 font-medium tabular-nums">
                {format.aedFils(stage.potentialFils)}
              </span>
            </div>
            <div className="grid grid-cols-[1fr_auto] items-center gap-3">
              <span className="h-2.5 overflow-hidden rounded-full bg-muted">
                <span
                  className={`block h-full rounded-full ${STATUS_BAR_TONE[statusTone(stage.status)]}`}
                  style={{ width: `${barPercent(stage.potentialFils, top)}%` }}
                />
              </span>
              <span className="w-28 text-end text-xs text-muted-foreground tabular-nums">
                {applications(stage.applicationCount)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t pt-3 text-sm">
        <span className="text-muted-foreground">
          <Trans>In all</Trans>
        </span>
        <span className="font-semibold tabular-nums">{format.aedFils(total)}</span>
      </p>
      <ChartTable
        caption={t`Potential commission by stage`}
        columns={[t`Stage`, t`Applications`, t`Potential commission`]}
        rows={stages.map((stage) => ({
          key: stage.status,
          heading: statusText(stage.status),
          cells: [format.count(stage.applicationCount), format.aedFils(stage.potentialFils)],
        }))}
      />
    </figure>
  );
}
