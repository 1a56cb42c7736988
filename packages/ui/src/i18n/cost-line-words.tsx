import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CostLine, CostLineLabel, CostLineSource, CostLineWords } from '@uniguide/domain';
import { useCallback } from 'react';

/*
 * The words the portal writes on a cost line (an application's first-year costs, a quote), in the
 * page's language (docs/decisions/067-translation-layer.md): the API sends them as codes
 * (`CostLineWords`, docs/decisions/069-server-language.md), the English being the domain's
 * `COST_LINE_LABEL_TEXTS` and `COST_LINE_SOURCE_TEXTS`. A fee line the admin team named, and the
 * catalogue's figure, are data and show as entered.
 */

/** A line's label, as `COST_LINE_LABEL_TEXTS` writes it in English. */
const COST_LINE_LABEL_MESSAGES: Record<CostLineLabel, MessageDescriptor> = {
  tuition: msg`Tuition (first year)`,
  vat: msg`VAT on tuition (5%)`,
  'vat-unknown': msg`VAT on tuition`,
  visa: msg`Student visa`,
  insurance: msg`Medical insurance`,
  deposit: msg({ message: 'Deposit', context: 'cost line' }),
};

/** A line's source, as `COST_LINE_SOURCE_TEXTS` writes it in English. */
const COST_LINE_SOURCE_MESSAGES: Record<Exclude<CostLineSource, 'catalogue'>, MessageDescriptor> = {
  'vat-flag': msg`The university's VAT flag, kept by the admin team`,
  'no-tuition-figure': msg`The catalogue gives no tuition figure`,
  'vat-not-on-record': msg`Whether VAT applies is not on record`,
  'fee-not-given': msg`The university has not given this fee`,
};

/** A line as a page receives it; a line without codes (an older answer) shows its English. */
type ShownLine = Pick<CostLine, 'label' | 'source'> & Partial<CostLineWords>;

/** A cost line's label in the page's language: "Tuition (first year)" / «الرسوم الدراسية (السنة الأولى)». */
export function useCostLineLabel(): (line: ShownLine) => string {
  const { t } = useLingui();
  return useCallback(
    (line: ShownLine) =>
      line.labelCode ? t(COST_LINE_LABEL_MESSAGES[line.labelCode]) : line.label,
    [t],
  );
}

/** Where a cost line's figure comes from, in the page's language; the catalogue's figure isolated. */
export function CostLineSourceText({ line }: { line: ShownLine }) {
  const { t } = useLingui();
  if (line.sourceCode === 'catalogue' && line.sourceFigure) {
    const figure = line.sourceFigure;
    return (
      <Trans>
        Catalogue: <bdi>{figure}</bdi>
      </Trans>
    );
  }
  if (line.sourceCode && line.sourceCode !== 'catalogue') {
    return t(COST_LINE_SOURCE_MESSAGES[line.sourceCode]);
  }
  return line.source;
}
