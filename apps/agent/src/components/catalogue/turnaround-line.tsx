import { Trans } from '@lingui/react/macro';
import type { UniversityTurnaround } from '@uniguide/domain';
import { cn } from '@uniguide/ui';
import { TimerIcon } from 'lucide-react';

/** "21 days"; the median of an even number of decisions can fall on a half day. */
function days(medianDays: number): string {
  const rounded = Math.round(medianDays);
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/**
 * How long the university typically takes to decide, when there were enough decisions in the last
 * twelve months to say (the server answers null otherwise, and then nothing shows).
 */
export function TurnaroundLine({
  turnaround,
  className,
}: {
  turnaround: UniversityTurnaround | null | undefined;
  className?: string;
}) {
  if (turnaround?.medianDays == null) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-muted-foreground', className)}>
      <TimerIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans>
          Typical decision time: {days(turnaround.medianDays)} (median of the last 12 months)
        </Trans>
      </span>
    </p>
  );
}
