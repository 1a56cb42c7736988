/*
 * The words the portal itself writes on a cost line (an application's first-year costs, a quote's
 * lines), as codes the pages word in their own language: a procedure's answer carries data, not
 * prose (docs/decisions/069-server-language.md). A fee line the admin team entered keeps its label
 * and source as typed: data, as the catalogue's is (docs/decisions/067-translation-layer.md).
 */

/** A label the portal writes: tuition, VAT (at 5% or unknown), and a fee a quote expects. */
export const COST_LINE_LABELS = [
  'tuition',
  'vat',
  'vat-unknown',
  'visa',
  'insurance',
  'deposit',
] as const;
export type CostLineLabel = (typeof COST_LINE_LABELS)[number];

/** A source the portal writes: where a figure was read, or why a quote's figure is missing. */
export type CostLineSource =
  'catalogue' | 'vat-flag' | 'no-tuition-figure' | 'vat-not-on-record' | 'fee-not-given';

/** The English of each label, as the API has always written it (and stored in a quote). */
export const COST_LINE_LABEL_TEXTS: Record<CostLineLabel, string> = {
  tuition: 'Tuition (first year)',
  vat: 'VAT on tuition (5%)',
  'vat-unknown': 'VAT on tuition',
  visa: 'Student visa',
  insurance: 'Medical insurance',
  deposit: 'Deposit',
};

/** The English of each source; `catalogue` is followed by the catalogue's figure. */
export const COST_LINE_SOURCE_TEXTS: Record<Exclude<CostLineSource, 'catalogue'>, string> = {
  'vat-flag': "The university's VAT flag, kept by the admin team",
  'no-tuition-figure': 'The catalogue gives no tuition figure',
  'vat-not-on-record': 'Whether VAT applies is not on record',
  'fee-not-given': 'The university has not given this fee',
};

const CATALOGUE_PREFIX = 'Catalogue: ';

/** A cost line's words as codes beside its English `label` and `source`. */
export interface CostLineWords {
  /** The portal's own label; null: `label` is a fee the admin team named, shown as entered. */
  labelCode: CostLineLabel | null;
  /** The portal's own source; null: `source` is the admin team's, shown as entered. */
  sourceCode: CostLineSource | null;
  /** For the `catalogue` source: the figure as the catalogue gives it (data, kept as imported). */
  sourceFigure: string | null;
}

/** The English source of the catalogue's tuition figure: "Catalogue: AED 60,000 per year". */
export function catalogueSourceText(figure: string): string {
  return `${CATALOGUE_PREFIX}${figure}`;
}

/**
 * The codes of a line stored before lines carried them (a quote keeps its lines as made): its
 * English label and source read back, as the quote PDF reads them (docs/decisions/072-email-language.md).
 * A text the portal never writes is the admin team's.
 */
export function wordsOfStoredLine(line: { label: string; source: string }): CostLineWords {
  const labelCode = COST_LINE_LABELS.find((code) => COST_LINE_LABEL_TEXTS[code] === line.label);
  if (line.source.startsWith(CATALOGUE_PREFIX)) {
    return {
      labelCode: labelCode ?? null,
      sourceCode: 'catalogue',
      sourceFigure: line.source.slice(CATALOGUE_PREFIX.length),
    };
  }
  const sourceCode = (Object.keys(COST_LINE_SOURCE_TEXTS) as CostLineSource[]).find(
    (code) => COST_LINE_SOURCE_TEXTS[code as keyof typeof COST_LINE_SOURCE_TEXTS] === line.source,
  );
  return { labelCode: labelCode ?? null, sourceCode: sourceCode ?? null, sourceFigure: null };
}
