import { formatAedFils, type EarningsSummary } from '@uniguide/domain';
import { Card, CardContent, Skeleton } from '@uniguide/ui';
import { CircleAlertIcon, CircleCheckBigIcon, ClockIcon, type LucideIcon } from 'lucide-react';

interface Total {
  id: string;
  label: string;
  hint: string;
  fils: keyof Pick<EarningsSummary, 'paidFils' | 'dueFils' | 'overdueFils'>;
  count: keyof Pick<EarningsSummary, 'paidCount' | 'dueCount' | 'overdueCount'>;
  icon: LucideIcon;
  tone: string;
}

const TOTALS: readonly Total[] = [
  {
    id: 'earnings-paid',
    label: 'Paid',
    hint: 'Commissions UniGuide has paid you.',
    fils: 'paidFils',
    count: 'paidCount',
    icon: CircleCheckBigIcon,
    tone: 'bg-success/10 text-success',
  },
  {
    id: 'earnings-due',
    label: 'Due',
    hint: 'Earned and not yet paid; the payout date is still ahead.',
    fils: 'dueFils',
    count: 'dueCount',
    icon: ClockIcon,
    tone: 'bg-primary/10 text-primary',
  },
  {
    id: 'earnings-overdue',
    label: 'Overdue',
    hint: 'Unpaid past the expected payout date.',
    fils: 'overdueFils',
    count: 'overdueCount',
    icon: CircleAlertIcon,
    tone: 'bg-destructive/10 text-destructive',
  },
];

const commissions = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'commission' : 'commissions'}`;

/** The three totals of the earnings page, in AED with their commission counts. */
export function EarningsTotals({ summary }: { summary: EarningsSummary | undefined }) {
  return (
    <section
      aria-label="Totals"
      aria-busy={summary === undefined}
      className="grid gap-4 sm:grid-cols-3"
    >
      {TOTALS.map((total) => (
        <Card key={total.id} role="group" aria-labelledby={total.id} className="gap-0 py-5">
          <CardContent className="flex items-start justify-between gap-4">
            <div className="grid min-w-0 gap-1">
              <h2 id={total.id} className="text-sm font-medium text-muted-foreground">
                {total.label}
              </h2>
              {summary ? (
                <>
                  <p className="text-2xl font-bold tracking-tight tabular-nums">
                    {formatAedFils(summary[total.fils])}
                  </p>
                  <p className="text-sm font-medium">{commissions(summary[total.count])}</p>
                </>
              ) : (
                <>
                  <Skeleton className="my-1 h-7 w-32" />
                  <Skeleton className="h-4 w-24" />
                </>
              )}
              <p className="text-xs text-muted-foreground">{total.hint}</p>
            </div>
            <span
              aria-hidden="true"
              className={`flex size-10 shrink-0 items-center justify-center rounded-full ${total.tone}`}
            >
              <total.icon className="size-5" />
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
