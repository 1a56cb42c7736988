import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { decisionClock, type DecisionClock } from '@uniguide/domain';
import { cn } from '../lib/cn';
import { TimerIcon } from 'lucide-react';

/** The clock of an application sent to the university on `since`, against its median turnaround. */
export function clockFor(
  status: string,
  since: string | null,
  medianDays: number | null | undefined,
): DecisionClock | null {
  if (status !== 'submitted-to-university' || !since) return null;
  return decisionClock(new Date(since), medianDays ?? null, new Date());
}

/**
 * The decision clock (docs/decisions/024-application-conversation.md): how long the application has
 * been with the university, against that university's median decision time; overdue past the median
 * plus half of it.
 */
export function DecisionClockLine({
  clock,
  className,
}: {
  clock: DecisionClock | null;
  className?: string;
}) {
  const { t } = useLingui();
  if (!clock || clock.days === null) return null;
  const days = Math.floor(clock.days);
  const median = clock.medianDays === null ? null : Math.floor(clock.medianDays);
  return (
    <p
      className={cn(
        'flex items-start gap-2 text-sm',
        clock.overdue ? 'text-destructive' : 'text-foreground',
        className,
      )}
    >
      <TimerIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium">
          {clock.overdue
            ? t({
                message: plural(days, {
                  one: 'Overdue at the university: # day',
                  other: 'Overdue at the university: # days',
                }),
              })
            : t({
                message: plural(days, {
                  one: 'With the university for # day',
                  other: 'With the university for # days',
                }),
              })}
        </span>
        <span className="text-muted-foreground">
          {' · '}
          {median !== null
            ? t({
                message: plural(median, {
                  one: 'this university usually decides in # day',
                  other: 'this university usually decides in # days',
                }),
              })
            : t`no typical decision time yet`}
        </span>
      </span>
    </p>
  );
}
