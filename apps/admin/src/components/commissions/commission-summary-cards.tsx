import { formatAedFils, type EarningsSummary } from '@uniguide/domain';
import { Card, CardContent, Skeleton } from '@uniguide/ui';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, type LucideIcon } from 'lucide-react';

type Totals = Pick<
  EarningsSummary,
  'paidFils' | 'dueFils' | 'overdueFils' | 'paidCount' | 'dueCount' | 'overdueCount'
>;

interface SummaryCard {
  label: string;
  hint: string;
  fils: 'paidFils' | 'dueFils' | 'overdueFils';
  count: 'paidCount' | 'dueCount' | 'overdueCount';
  icon: LucideIcon;
  tone: string;
}

const CARDS: readonly SummaryCard[] = [
  {
    label: 'Paid',
    hint: 'Paid out to agents',
    fils: 'paidFils',
    count: 'paidCount',
    icon: CircleCheckIcon,
    tone: 'bg-success/10 text-success',
  },
  {
    label: 'Due',
    hint: 'Pending or invoiced, payout date ahead',
    fils: 'dueFils',
    count: 'dueCount',
    icon: ClockIcon,
    tone: 'bg-primary/10 text-primary',
  },
  {
    label: 'Overdue',
    hint: 'Unpaid past the expected payout date',
    fils: 'overdueFils',
    count: 'overdueCount',
    icon: CircleAlertIcon,
    tone: 'bg-destructive/10 text-destructive',
  },
];

const commissions = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'commission' : 'commissions'}`;

/** Paid, due and overdue totals of the commissions the filters select (every agent's by default). */
export function CommissionSummaryCards({ totals }: { totals: Totals | undefined }) {
  return (
    <section
      aria-label="Commission totals"
      aria-busy={totals === undefined}
      className="grid gap-3 sm:grid-cols-3 sm:gap-4"
    >
      {CARDS.map((card) => (
        <Card key={card.label} className="gap-0 py-4 sm:py-5">
          <CardContent className="flex items-start justify-between gap-4 px-4 sm:px-5">
            <div className="grid min-w-0 gap-1">
              <h2 className="text-sm font-medium text-muted-foreground">{card.label}</h2>
              {totals ? (
                <>
                  <p className="text-2xl font-semibold tracking-tight tabular-nums">
                    {formatAedFils(totals[card.fils])}
                  </p>
                  <p className="text-sm font-medium">{commissions(totals[card.count])}</p>
                </>
              ) : (
                <>
                  <Skeleton className="my-1 h-7 w-32" />
                  <Skeleton className="h-4 w-24" />
                </>
              )}
              <p className="text-xs text-muted-foreground">{card.hint}</p>
            </div>
            <span
              aria-hidden="true"
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${card.tone}`}
            >
              <card.icon className="size-5" />
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
