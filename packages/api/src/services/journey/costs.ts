import { queries } from '@uniguide/db';
import {
  AppError,
  COST_LINE_LABEL_TEXTS,
  COST_LINE_SOURCE_TEXTS,
  catalogueSourceText,
  type CostLine,
  type FirstYearCosts,
  type SetFeeLinesInput,
  type UniversityFees,
} from '@uniguide/domain';
import { applicationNotFound, type SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { UNIVERSITY_NOT_FOUND_MESSAGE } from '../conversation/requirements';
import { readableApplication } from '../applications/readable';

/** VAT on tuition where the university charges it (docs/product.md §5.9). */
export const VAT_RATE = 0.05;

async function readFees(db: Executor, universityId: number): Promise<UniversityFees> {
  const university = await queries.journey.findUniversityTuitionVat(db, universityId);
  if (!university) throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND_MESSAGE);
  const lines = await queries.journey.listFeeLines(db, universityId);
  return {
    universityId,
    tuitionVat: university.tuitionVat,
    lines: lines.map((line) => ({
      label: line.label,
      kind: line.kind,
      amountAed: Number(line.amountFils) / 100,
      refundable: line.refundable,
      appliesTo: line.appliesTo,
      source: line.source,
    })),
  };
}

/** A university's fee lines and VAT flag as the admin team edits them; 404 for no such university. */
export function universityFees(ctx: SignedInContext, universityId: number) {
  return readFees(ctx.db, universityId);
}

/** Replaces a university's fee lines and VAT flag, audited (admins). */
export async function setFeeLines(
  ctx: SignedInContext,
  input: SetFeeLinesInput,
): Promise<UniversityFees> {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.journey.listFeeLines(tx, input.universityId);
    const lines = input.lines.map((line) => ({
      label: line.label,
      kind: line.kind,
      amountFils: Math.round(line.amountAed * 100),
      refundable: line.refundable,
      appliesTo: line.appliesTo,
      source: line.source,
    }));
    if (!(await queries.journey.replaceFeeLines(tx, input.universityId, input.tuitionVat, lines))) {
      throw new AppError('NOT_FOUND', UNIVERSITY_NOT_FOUND_MESSAGE);
    }
    await writeAudit(tx, ctx, {
      action: 'university_fee_lines_set',
      resourceType: 'university',
      resourceId: input.universityId,
      previousData: { lines: before },
      newData: { tuitionVat: input.tuitionVat, lines },
    });
    return readFees(tx, input.universityId);
  });
}

/** A program's tuition as the catalogue states it and whether its university charges VAT on it. */
export interface TuitionTerms {
  tuitionAed: number | null;
  tuitionText: string | null;
  tuitionVat: boolean | null;
}

/**
 * The first-year costs on record for one program, each with its source: tuition, VAT where the
 * university charges it, and the fee lines given (already chosen for the student's situation).
 * The one home of this sum: an application's costs card and a student's quote both read it.
 */
export function knownCostLines(
  terms: TuitionTerms,
  fees: ReadonlyArray<
    Pick<queries.journey.FeeLineRow, 'label' | 'amountFils' | 'refundable' | 'source'>
  >,
): CostLine[] {
  const lines: CostLine[] = [];
  if (terms.tuitionAed !== null) {
    const figure = terms.tuitionText ?? `AED ${terms.tuitionAed}`;
    lines.push({
      label: COST_LINE_LABEL_TEXTS.tuition,
      labelCode: 'tuition',
      amountAed: terms.tuitionAed,
      refundable: false,
      source: catalogueSourceText(figure),
      sourceCode: 'catalogue',
      sourceFigure: figure,
    });
    if (terms.tuitionVat) {
      lines.push({
        label: COST_LINE_LABEL_TEXTS.vat,
        labelCode: 'vat',
        amountAed: Math.round(terms.tuitionAed * VAT_RATE * 100) / 100,
        refundable: false,
        source: COST_LINE_SOURCE_TEXTS['vat-flag'],
        sourceCode: 'vat-flag',
        sourceFigure: null,
      });
    }
  }
  // A fee line's label and source are the admin team's words: data, shown as entered.
  for (const fee of fees) {
    lines.push({
      label: fee.label,
      labelCode: null,
      amountAed: Number(fee.amountFils) / 100,
      refundable: fee.refundable,
      source: fee.source,
      sourceCode: null,
      sourceFigure: null,
    });
  }
  return lines;
}

/**
 * The student's expected first year in AED: the program's tuition as the catalogue states it, 5%
 * VAT where the university charges it, and the university's fee lines for a student from abroad
 * or in the country (the journey says which). Nothing is invented: no fee lines is said, not guessed.
 */
export async function firstYearCosts(
  ctx: SignedInContext,
  applicationId: number,
): Promise<FirstYearCosts> {
  const application = await readableApplication(ctx.db, ctx, applicationId);
  const terms = await queries.journey.findUniversityCostTerms(ctx.db, application.programId);
  if (!terms) throw applicationNotFound();
  const stages = await queries.journey.listJourneyStages(ctx.db, applicationId);
  const inCountry = stages.some(
    (stage) => stage.stage === 'entry-permit-applied' && stage.state === 'skipped',
  );
  const fees = (await queries.journey.listFeeLines(ctx.db, terms.universityId)).filter(
    (line) =>
      line.appliesTo === 'both' || line.appliesTo === (inCountry ? 'in-country' : 'from-abroad'),
  );
  const lines = knownCostLines(terms, fees);
  const totalFils = lines.reduce((sum, line) => sum + Math.round(line.amountAed * 100), 0);
  return {
    applicationId,
    lines,
    totalAed: totalFils / 100,
    tuitionKnown: terms.tuitionAed !== null,
    noFeeLines: fees.length === 0,
    vatUnknown: terms.tuitionVat === null,
  };
}
