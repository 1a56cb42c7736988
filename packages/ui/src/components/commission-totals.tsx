import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatAedAmountFils, type EarningsSummary } from '@uniguide/domain';
import { Card, CardContent } from './card';
import { Skeleton } from './skeleton';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { usePageLanguage } from '../i18n/page-language';

type Kind = 'paid' | 'due' | 'overdue';

export type CommissionTotalsFigures = Pick<
  EarningsSummary,
  'paidFils' | 'dueFils' | 'overdueFils' | 'paidCount' | 'dueCount' | 'overdueCount'
>;

export interface CommissionTotalsProps {
  /** The region's accessible name: "Totals", "Commission totals". */
  label: string;
  /** The small print under each total, saying what it counts in the reader's terms. */
  hints: Readonly<Record<Kind, string>>;
  /** Undefined while loading: each card shows skeletons. */
  totals: CommissionTotalsFigures | undefined;
}

interface Total {
  kind: Kind;
  label: MessageDescriptor;
  fils: 'paidFils' | 'dueFils' | 'overdueFils';
  count: 'paidCount' | 'dueCount' | 'overdueCount';
  icon: LucideIcon;
  tone: string;
}

const TOTALS: readonly Total[] = [
  {
    kind: 'paid',
    label: msg({ message: 'Paid', context: 'commission total' }),
    fils: 'paidFils',
    count: 'paidCount',
    icon: CircleCheckIcon,
    tone: 'bg-success/10 text-success',
  },
  {
    kind: 'due',
    label: msg({ message: 'Due', context: 'commission total' }),
    fils: 'dueFils',
    count: 'dueCount',
    icon: ClockIcon,
    tone: 'bg-primary/10 text-primary',
  },
  {
    kind: 'overdue',
    label: msg({ message: 'Overdue', context: 'commission total' }),
    fils: 'overdueFils',
    count: 'overdueCount',
    icon: CircleAlertIcon,
    tone: 'bg-destructive/10 text-destructive',
  },
];

/** Paid, due and overdue commissions: each an amount in AED with its count, one card apiece. */
export function CommissionTotals({ label, hints, totals }: CommissionTotalsProps) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const id = useId();
  const commissions = (count: number) =>
    t({ message: plural(count, { one: '# commission', other: '# commissions' }) });
  return (
    <section
      aria-label={label}
      aria-busy={totals === undefined}
      className="grid gap-3 sm:grid-cols-3 sm:gap-4"
    >
      {TOTALS.map((total) => (
        <Card
          key={total.kind}
          role="group"
          aria-labelledby={`${id}-${total.kind}`}
          className="gap-0 py-4 sm:py-5"
        >
          <CardContent className="flex items-start justify-between gap-4 px-4 sm:px-5">
            <div className="grid min-w-0 gap-1">
              <h2 id={`${id}-${total.kind}`} className="text-sm font-medium text-muted-foreground">
                {t(total.label)}
              </h2>
              {totals ? (
                <>
                  <p className="text-2xl font-semibold tracking-tight tabular-nums">
                    {formatAedAmountFils(totals[total.fils], language)}
                  </p>
                  <p className="text-sm font-medium">{commissions(totals[total.count])}</p>
                </>
              ) : (
                <>
                  <Skeleton className="my-1 h-7 w-32" />
                  <Skeleton className="h-4 w-24" />
                </>
              )}
              <p className="text-xs text-muted-foreground">{hints[total.kind]}</p>
            </div>
            <span
              aria-hidden="true"
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${total.tone}`}
            >
              <total.icon className="size-5" />
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
