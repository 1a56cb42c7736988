import { Trans, useLingui } from '@lingui/react/macro';
import { formatAedAmountFils, type FirstYearCosts } from '@uniguide/domain';
import { CostLineSourceText, useCostLineLabel } from '../i18n/cost-line-words';
import { usePageLanguage } from '../i18n/page-language';

/**
 * The student's expected first year in AED (docs/product.md §5.9): each line with its source, then
 * the total. What is not on record (no fee lines, no tuition figure, VAT unknown) is said, never
 * estimated.
 */
export function FirstYearCostsList({ costs }: { costs: FirstYearCosts }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const lineLabel = useCostLineLabel();
  const aed = (amount: number) => formatAedAmountFils(Math.round(amount * 100), language);
  return (
    <div className="grid gap-3">
      {costs.lines.length > 0 ? (
        <ul className="divide-y" aria-label={t`First-year costs`}>
          {costs.lines.map((line, index) => {
            const label = lineLabel(line);
            return (
              <li key={`${index}-${line.label}`} className="grid gap-0.5 py-2 first:pt-0">
                <div className="flex flex-wrap justify-between gap-x-4">
                  <span className="text-sm font-medium break-words">
                    {line.refundable ? t`${label} (refundable)` : label}
                  </span>
                  <span className="text-sm tabular-nums">{aed(line.amountAed)}</span>
                </div>
                <span className="text-xs break-all text-muted-foreground">
                  <Trans>
                    Source: <CostLineSourceText line={line} />
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!costs.tuitionKnown ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The catalogue gives no tuition figure for this program.</Trans>
        </p>
      ) : null}
      {costs.noFeeLines ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This university has no visa, insurance or deposit fees on record.</Trans>
        </p>
      ) : null}
      {costs.tuitionKnown && costs.vatUnknown ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Whether VAT applies to this university's tuition is not on record.</Trans>
        </p>
      ) : null}
      <p className="flex justify-between gap-4 border-t pt-2 text-sm font-semibold">
        <span>
          {costs.tuitionKnown ? t`Expected first year` : t`Expected first year (without tuition)`}
        </span>
        <span className="tabular-nums">{aed(costs.totalAed)}</span>
      </p>
    </div>
  );
}
