import { decisionClock, type DecisionClock } from '@uniguide/domain';
import { cn } from '../lib/cn';
import { TimerIcon } from 'lucide-react';

function days(value: number): string {
  const rounded = Math.floor(value);
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

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
  if (!clock || clock.days === null) return null;
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
          {clock.overdue ? 'Overdue at the university: ' : 'With the university for '}
          {days(clock.days)}
        </span>
        {clock.medianDays !== null ? (
          <span className="text-muted-foreground">
            {' '}
            · this university usually decides in {days(clock.medianDays)}
          </span>
        ) : (
          <span className="text-muted-foreground"> · no typical decision time yet</span>
        )}
      </span>
    </p>
  );
}
