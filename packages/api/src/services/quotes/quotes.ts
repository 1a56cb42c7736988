import { queries, type Executor } from '@uniguide/db';
import {
  AppError,
  COST_LINE_LABEL_TEXTS,
  COST_LINE_SOURCE_TEXTS,
  wordsOfStoredLine,
  type CostLineLabel,
  type CostLineWords,
  type CreateQuoteInput,
  type Quote,
  type QuoteAgency,
  type QuoteLine,
  type QuoteProgram,
  type QuoteRate,
} from '@uniguide/domain';
import { ownerScope, type SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { knownCostLines } from '../journey/costs';
import { studentNotFound } from '../students/profile';

export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found';
export const NO_RATE_MESSAGE =
  'There is no rate for this currency in the rate table; ask an admin to add it, or quote in AED only';
export const PROGRAM_MISSING_MESSAGE = 'One of the programs is not in the catalogue';

/** The costs a student from abroad meets beyond tuition; one the university has not given says "ask us". */
const EXPECTED_FEES = ['visa', 'insurance', 'deposit'] as const satisfies ReadonlyArray<
  QuoteLine['kind'] & CostLineLabel
>;

function quoteNotFound(): AppError {
  return new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
}

const toFils = (aed: number) => Math.round(aed * 100);

/**
 * One program's quote: every cost on record (knownCostLines, as the application's costs card), and
 * "ask us" where the catalogue has no tuition figure, the university's VAT is not on record, or it
 * gave no visa, insurance or deposit line. Fee lines for students already in the country are left
 * out: a quote is for a student coming from abroad.
 */
export function quoteProgram(
  program: Awaited<ReturnType<typeof queries.quotes.listQuotePrograms>>[number],
  fees: readonly queries.journey.FeeLineRow[],
  rate: QuoteRate | null,
): QuoteProgram {
  const applying = fees.filter((fee) => fee.appliesTo !== 'in-country');
  // knownCostLines answers tuition, VAT (where charged), then the fee lines, in that order.
  const kinds: QuoteLine['kind'][] = [
    ...(program.tuitionAed === null ? [] : (['tuition'] as const)),
    ...(program.tuitionAed !== null && program.tuitionVat ? (['vat'] as const) : []),
    ...applying.map((fee) => fee.kind),
  ];
  const lines: QuoteLine[] = knownCostLines(program, applying).map((line, index) => ({
    ...line,
    kind: kinds[index] ?? 'other',
  }));
  const askUs = (
    kind: QuoteLine['kind'],
    label: CostLineLabel,
    source: keyof typeof COST_LINE_SOURCE_TEXTS,
  ): QuoteLine => ({
    label: COST_LINE_LABEL_TEXTS[label],
    labelCode: label,
    kind,
    amountAed: null,
    refundable: false,
    source: COST_LINE_SOURCE_TEXTS[source],
    sourceCode: source,
    sourceFigure: null,
  });
  if (program.tuitionAed === null) {
    lines.unshift(askUs('tuition', 'tuition', 'no-tuition-figure'));
  } else if (program.tuitionVat === null) {
    lines.splice(1, 0, askUs('vat', 'vat-unknown', 'vat-not-on-record'));
  }
  for (const kind of EXPECTED_FEES) {
    if (!applying.some((line) => line.kind === kind)) {
      lines.push(askUs(kind, kind, 'fee-not-given'));
    }
  }
  const totalFils = lines.reduce((sum, line) => sum + toFils(line.amountAed ?? 0), 0);
  return {
    programId: program.id,
    programName: program.name,
    degree: program.degree,
    universityName: program.universityName,
    lines,
    totalAed: totalFils / 100,
    incomplete: lines.some((line) => line.amountAed === null),
    totalConverted: rate ? Math.round((totalFils / 100) * rate.unitsPerAed * 100) / 100 : null,
  };
}

/** The agency the quote comes from, as far as it has details on record. */
export async function agencyOf(db: Executor, agentId: number): Promise<QuoteAgency> {
  const contact = await queries.quotes.findAgencyContact(db, agentId);
  return {
    name: contact?.name ?? 'Your agent',
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    website: contact?.website ?? null,
  };
}

type StoredLine = Omit<QuoteLine, keyof CostLineWords> & Partial<CostLineWords>;
type StoredProgram = Omit<QuoteProgram, 'lines'> & { lines: StoredLine[] };

/** A stored line with its codes; one stored before lines carried them has its English read back. */
function storedLine(line: StoredLine): QuoteLine {
  return {
    ...line,
    ...(line.labelCode === undefined
      ? wordsOfStoredLine(line)
      : {
          labelCode: line.labelCode,
          sourceCode: line.sourceCode ?? null,
          sourceFigure: line.sourceFigure ?? null,
        }),
  };
}

/** A stored quote as the screens read it (the agency is added by the caller). */
export function toQuote(row: queries.quotes.QuoteRow, agency: QuoteAgency): Quote {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: `${row.firstName} ${row.lastName}`,
    createdAt: new Date(row.createdAt).toISOString(),
    rate:
      row.currency && row.unitsPerAed !== null && row.rateSetOn
        ? { currency: row.currency, unitsPerAed: Number(row.unitsPerAed), setOn: row.rateSetOn }
        : null,
    programs: (row.programs as StoredProgram[]).map((program) => ({
      ...program,
      lines: program.lines.map(storedLine),
    })),
    preferredProgramIds: row.preferredProgramIds,
    agency,
  };
}

/** Makes a quote for one of the agent's students: each program's costs as on record today, audited. */
export async function createQuote(ctx: SignedInContext, input: CreateQuoteInput): Promise<Quote> {
  const student = await queries.students.findStudentRow(ctx.db, input.studentId, {
    owner: ownerScope(ctx.user),
  });
  if (!student) throw studentNotFound();
  let rate: QuoteRate | null = null;
  if (input.currency) {
    const row = await queries.quotes.findCurrencyRate(ctx.db, input.currency);
    if (!row) {
      throw new AppError('BAD_REQUEST', NO_RATE_MESSAGE, [
        { path: 'currency', message: NO_RATE_MESSAGE },
      ]);
    }
    rate = { currency: row.currency, unitsPerAed: Number(row.unitsPerAed), setOn: row.setOn };
  }
  const found = await queries.quotes.listQuotePrograms(ctx.db, input.programIds);
  if (found.length !== input.programIds.length) {
    throw new AppError('BAD_REQUEST', PROGRAM_MISSING_MESSAGE, [
      { path: 'programIds', message: PROGRAM_MISSING_MESSAGE },
    ]);
  }
  const byId = new Map(found.map((program) => [program.id, program]));
  const programs: QuoteProgram[] = [];
  for (const id of input.programIds) {
    const program = byId.get(id)!;
    programs.push(
      quoteProgram(program, await queries.journey.listFeeLines(ctx.db, program.universityId), rate),
    );
  }
  const id = await ctx.db.transaction().execute(async (tx) => {
    const quoteId = await queries.quotes.insertQuote(tx, {
      studentId: student.id,
      createdBy: ctx.user.id,
      currency: rate?.currency ?? null,
      unitsPerAed: rate ? String(rate.unitsPerAed) : null,
      rateSetOn: rate?.setOn ?? null,
      programs,
    });
    await writeAudit(tx, ctx, {
      action: 'quote_created',
      resourceType: 'quote',
      resourceId: quoteId,
      newData: { studentId: student.id, programIds: input.programIds, rate },
    });
    return quoteId;
  });
  return readQuote(ctx, id);
}

/** One quote the reader may see (its student's owner, or an admin); 404 otherwise. */
export async function readQuote(ctx: SignedInContext, id: number): Promise<Quote> {
  const row = await queries.quotes.findQuote(ctx.db, id, ownerScope(ctx.user));
  if (!row) throw quoteNotFound();
  return toQuote(row, await agencyOf(ctx.db, row.userId));
}

/** The student's quotes, newest first. */
export async function listQuotes(ctx: SignedInContext, studentId: number): Promise<Quote[]> {
  const student = await queries.students.findStudentRow(ctx.db, studentId, {
    owner: ownerScope(ctx.user),
  });
  if (!student) throw studentNotFound();
  const agency = await agencyOf(ctx.db, student.userId);
  return (await queries.quotes.listStudentQuotes(ctx.db, studentId)).map((row) =>
    toQuote(row, agency),
  );
}
