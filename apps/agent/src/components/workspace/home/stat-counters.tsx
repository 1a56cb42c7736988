import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { ArrowRightIcon, CircleCheckBigIcon, ClockIcon } from 'lucide-react';
import { Card, CardContent, Skeleton } from '@uniguide/ui';

interface CounterProps {
  id: string;
  label: string;
  hint: string;
  value: number | undefined;
  icon: LucideIcon;
}

function Counter({ id, label, hint, value, icon: Icon }: CounterProps) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={id} className="text-sm font-medium text-muted-foreground">
            {label}
          </h2>
          {value === undefined ? (
            <Skeleton className="h-9 w-16" />
          ) : (
            <p className="text-3xl font-bold tabular-nums" aria-labelledby={id}>
              {value}
            </p>
          )}
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
      <CardContent className="mt-4">
        <Link
          to="/dashboard/applications"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Trans>
            View applications<span className="sr-only"> ({label})</span>
          </Trans>
          <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * docs/product.md §3 two counters, computed by the server (application.stats): active = every status but
 * approved, rejected and completed; completed = those three.
 */
export function StatCounters({ active, finished }: { active?: number; finished?: number }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy={active === undefined}>
      <Counter
        id="active-applications"
        label={t`Active Applications`}
        hint={t`In progress: not yet approved, rejected or completed.`}
        value={active}
        icon={ClockIcon}
      />
      <Counter
        id="completed-applications"
        label={t`Completed Applications`}
        hint={t`Approved, rejected or completed.`}
        value={finished}
        icon={CircleCheckBigIcon}
      />
    </div>
  );
}
