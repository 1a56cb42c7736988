import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters, useFormatters } from '@uniguide/client';
import { formatCurrencyAmount, type QuoteProgram, type QuoteRate } from '@uniguide/domain';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CostLineSourceText,
  useCostLineLabel,
} from '@uniguide/ui';
import type { ReactNode } from 'react';

import { useCatalogueTexts } from '../catalogue/catalogue-texts';

/** The rate a quote converts at, with its date: there is no live rate (docs/product.md §5.10). */
export function RateNote({ rate }: { rate: QuoteRate | null }) {
  const dates = useDateFormatters();
  if (!rate)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Amounts in AED.</Trans>
      </p>
    );
  const currency = rate.currency;
  const units = rate.unitsPerAed;
  const setOn = dates.longDate(`${rate.setOn}T00:00:00Z`);
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        Totals also in {currency} at{' '}
        <bdi>
          1 AED = {units} {currency}
        </bdi>
        , the rate our team set on {setOn}.
      </Trans>
    </p>
  );
}

/**
 * One quoted program: each cost with where it comes from, "ask us" where it is not on record, and
 * the first-year total in AED (and the student's currency). Stacked, so it reads at 375 px.
 */
export function QuoteProgramCard({
  program,
  rate,
  children,
  highlighted = false,
}: {
  program: QuoteProgram;
  rate: QuoteRate | null;
  /** What the page adds under the total (the student's "I prefer this program"). */
  children?: ReactNode;
  highlighted?: boolean;
}) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const format = useFormatters();
  const lineLabel = useCostLineLabel();
  // The domain's ASK_US, in the page's language.
  const askUs = t`ask us`;
  const programName = program.programName;
  return (
    <Card className={highlighted ? 'border-primary ring-1 ring-primary' : undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg break-words">{program.programName}</h3>
        </CardTitle>
        <CardDescription className="break-words">
          {program.universityName ? <bdi>{program.universityName}</bdi> : null}
          {program.universityName && program.degree ? ' · ' : null}
          {program.degree ? <bdi>{texts.degree(program.degree)}</bdi> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3" aria-label={t`Costs of ${programName}`}>
          {program.lines.map((line) => (
            <li
              key={`${line.kind}-${line.label}`}
              className="flex items-start justify-between gap-3 border-b pb-2 last:border-b-0"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">
                  {lineLabel(line)}
                  {line.refundable ? (
                    <Badge variant="outline" className="ms-2 align-middle">
                      <Trans>Refundable</Trans>
                    </Badge>
                  ) : null}
                </p>
                <p className="text-xs break-words text-muted-foreground">
                  <CostLineSourceText line={line} />
                </p>
              </div>
              {line.amountAed === null ? (
                <span className="shrink-0 text-sm font-medium text-amber-800 italic">{askUs}</span>
              ) : (
                <span className="shrink-0 text-sm font-medium tabular-nums">
                  {format.aedAmount(line.amountAed)}
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="grid gap-1 rounded-md bg-muted px-3 py-2">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
            <span>
              <Trans>First-year total</Trans>
            </span>
            <span className="tabular-nums">{format.aedAmount(program.totalAed)}</span>
          </p>
          {program.totalConverted !== null && rate ? (
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="text-muted-foreground">
                <Trans>In {rate.currency}</Trans>
              </span>
              <span className="tabular-nums" dir="ltr">
                {formatCurrencyAmount(program.totalConverted, rate.currency)}
              </span>
            </p>
          ) : null}
          {program.incomplete ? (
            <p className="text-xs text-muted-foreground">
              <Trans>Costs marked “{askUs}” are not on record yet and are not in the total.</Trans>
            </p>
          ) : null}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
