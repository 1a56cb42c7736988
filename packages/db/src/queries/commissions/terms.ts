import type { UniversityCommissionTerms } from '@uniguide/domain';
import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';

/** A program whose own rate overrides its university's. */
export interface ProgramRateOverride {
  programId: number;
  programName: string;
  commissionRateBps: number;
}

/** A university's terms as the admin's terms table lists them, with its programs' overrides. */
export interface UniversityTermsSummary extends UniversityCommissionTerms {
  programCount: number;
  overrides: ProgramRateOverride[];
}

/** One program of a university with its own rate (null: the university's applies). */
export interface ProgramCommissionRate {
  programId: number;
  programName: string;
  degree: string | null;
  tuitionAed: number | null;
  hidden: boolean;
  commissionRateBps: number | null;
  effectiveRateBps: number;
}

/** What a completion needs to price its commission. */
export interface ProgramCommissionTerms {
  programId: number;
  universityId: number;
  tuitionAed: number | null;
  /** The program's override, else the university's rate. */
  rateBps: number;
  payoutLagDays: number;
}

/** Every university (a few hundred at most) with its terms and its programs' overrides; by name. */
export async function listUniversityCommissionTerms(
  db: Executor,
): Promise<UniversityTermsSummary[]> {
  const [rows, overrides] = await Promise.all([
    db
      .selectFrom('universities as u')
      .leftJoin('programs as p', 'p.universityId', 'u.id')
      .select((eb) => [
        'u.id as universityId',
        'u.name as universityName',
        'u.commissionRateBps',
        'u.payoutLagDays',
        eb.fn.count<number>('p.id').as('programCount'),
      ])
      .groupBy('u.id')
      .orderBy('u.name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('programs')
      .select(['id as programId', 'name as programName', 'universityId', 'commissionRateBps'])
      .where('commissionRateBps', 'is not', null)
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  const byUniversity = new Map<number, ProgramRateOverride[]>();
  for (const { universityId, commissionRateBps, ...program } of overrides) {
    if (commissionRateBps === null) continue;
    const list = byUniversity.get(universityId) ?? [];
    list.push({ ...program, commissionRateBps });
    byUniversity.set(universityId, list);
  }
  return rows.map((row) => ({
    ...row,
    programCount: Number(row.programCount),
    overrides: byUniversity.get(row.universityId) ?? [],
  }));
}

export async function findUniversityCommissionTerms(
  db: Executor,
  universityId: number,
  options: { forUpdate?: boolean } = {},
): Promise<UniversityCommissionTerms | undefined> {
  if (!isId(universityId)) return undefined;
  let query = db
    .selectFrom('universities')
    .select(['id as universityId', 'name as universityName', 'commissionRateBps', 'payoutLagDays'])
    .where('id', '=', universityId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateUniversityCommissionTerms(
  db: Executor,
  universityId: number,
  terms: { commissionRateBps: number; payoutLagDays: number },
): Promise<UniversityCommissionTerms | undefined> {
  return db
    .updateTable('universities')
    .set({ ...terms, updatedAt: new Date() })
    .where('id', '=', universityId)
    .returning([
      'id as universityId',
      'name as universityName',
      'commissionRateBps',
      'payoutLagDays',
    ])
    .executeTakeFirst();
}

function selectProgramRates(db: Executor) {
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select((eb) => [
      'p.id as programId',
      'p.name as programName',
      'p.degree',
      'p.tuitionAed',
      'p.hidden',
      'p.commissionRateBps',
      eb.fn.coalesce('p.commissionRateBps', 'u.commissionRateBps').as('effectiveRateBps'),
    ]);
}

/** A university's programs (hidden ones too) with their rates, by name (programs_university_idx). */
export async function listProgramCommissionRates(
  db: Executor,
  universityId: number,
): Promise<ProgramCommissionRate[]> {
  if (!isId(universityId)) return [];
  return selectProgramRates(db)
    .where('p.universityId', '=', universityId)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
}

export async function findProgramCommissionRate(
  db: Executor,
  programId: number,
): Promise<ProgramCommissionRate | undefined> {
  if (!isId(programId)) return undefined;
  return selectProgramRates(db).where('p.id', '=', programId).executeTakeFirst();
}

/** Sets (or, with null, removes) a program's own rate; answers the program as it now stands. */
export async function setProgramCommissionRate(
  db: Executor,
  programId: number,
  commissionRateBps: number | null,
): Promise<ProgramCommissionRate | undefined> {
  const result = await db
    .updateTable('programs')
    .set({ commissionRateBps, updatedAt: new Date() })
    .where('id', '=', programId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findProgramCommissionRate(db, programId);
}

/** The rate, payout lag and tuition a completion of this program earns commission on. */
export async function findProgramCommissionTerms(
  db: Executor,
  programId: number,
): Promise<ProgramCommissionTerms | undefined> {
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select((eb) => [
      'p.id as programId',
      'p.universityId',
      'p.tuitionAed',
      eb.fn.coalesce('p.commissionRateBps', 'u.commissionRateBps').as('rateBps'),
      'u.payoutLagDays',
    ])
    .where('p.id', '=', programId)
    .executeTakeFirst();
}
