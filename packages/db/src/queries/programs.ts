import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
} from 'kysely';
import type { Program, ProgramFilters } from '@uniguide/domain';
import type { Executor } from '../executor';
import type { DB, ProgramsTable, UniversitiesTable } from '../schema';

type CatalogueTables = DB & { p: ProgramsTable; u: UniversitiesTable };

/** PostgreSQL's integer ceiling: a larger id cannot exist, and comparing one would be an SQL error. */
export const MAX_ROW_ID = 2_147_483_647;

/** Longest search a query turns into LIKE patterns; the API caps the text far below this. */
const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE's wildcards so a search for "100%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function selectPrograms(db: Executor) {
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select([
      'p.id',
      'p.name',
      'p.universityId',
      'p.degree',
      'p.studyField',
      'p.duration',
      'p.tuitionText',
      'p.tuitionAed',
      'p.intakes',
      'p.requirements',
      'p.description',
      'p.language',
      'p.hasScholarship',
      'p.scholarshipDetails',
      'p.imageUrl',
      'u.name as universityName',
      'u.location as universityLocation',
      'u.imageUrl as universityImageUrl',
    ]);
}

type ProgramSelection = Awaited<
  ReturnType<ReturnType<typeof selectPrograms>['executeTakeFirstOrThrow']>
>;

export function toProgram(row: ProgramSelection): Program {
  return {
    id: row.id,
    name: row.name,
    universityId: row.universityId,
    degree: row.degree,
    studyField: row.studyField,
    duration: row.duration,
    tuition: row.tuitionText,
    tuitionAed: row.tuitionAed,
    intake: row.intakes,
    requirements: row.requirements,
    description: row.description,
    language: row.language,
    hasScholarship: row.hasScholarship,
    scholarshipDetails: row.scholarshipDetails,
    imageUrl: row.imageUrl,
    university: {
      name: row.universityName,
      location: row.universityLocation,
      imageUrl: row.universityImageUrl,
    },
  };
}

/** Every filter of spec §7 as SQL; each one narrows the visible catalogue (DESIGN.md §3 indexes). */
function filterConditions(
  eb: ExpressionBuilder<CatalogueTables, 'p'>,
  filters: Partial<ProgramFilters>,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('p.hidden', '=', false)];
  if (filters.degree?.length) conditions.push(eb('p.degree', 'in', filters.degree));
  if (filters.studyField?.length) conditions.push(eb('p.studyField', 'in', filters.studyField));
  if (filters.duration?.length) conditions.push(eb('p.duration', 'in', filters.duration));
  if (filters.university?.length) {
    const ids = filters.university.filter(
      (id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID,
    );
    conditions.push(ids.length > 0 ? eb('p.universityId', 'in', ids) : sql<SqlBool>`false`);
  }
  // A program without a known fee cannot be shown as "under" a budget, so an active cap leaves it out.
  if (filters.maxTuition !== undefined)
    conditions.push(eb('p.tuitionAed', '<=', filters.maxTuition));
  if (filters.hasScholarship !== undefined)
    conditions.push(eb('p.hasScholarship', '=', filters.hasScholarship));
  const words = (filters.search ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    // Each word must occur in the name, university or field; the trigram index serves the LIKE.
    conditions.push(
      sql<SqlBool>`${eb.ref('p.searchText')} like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`,
    );
  }
  return eb.and(conditions);
}

export interface ProgramListQuery extends Partial<ProgramFilters> {
  limit: number;
  offset: number;
}

/**
 * A page of the catalogue with the number of matching programs. The total is its own query, run
 * alongside the page: a `count(*) over ()` on the page made PostgreSQL walk the name index through
 * every match (and join each to its university) before the LIMIT, so at 100k programs a 20-row
 * page read them all; now the page stops after its rows and the count reads programs alone.
 */
export async function listPrograms(
  db: Executor,
  query: ProgramListQuery,
): Promise<{ items: Program[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectPrograms(db)
      .where((eb) => filterConditions(eb, query))
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countPrograms(db, query),
  ]);
  return { items: rows.map(toProgram), total };
}

export async function countPrograms(
  db: Executor,
  filters: Partial<ProgramFilters> = {},
): Promise<number> {
  // Every filter is on programs; university_id is a NOT NULL foreign key, so joining universities
  // could never drop a row and would only cost the count a hash join.
  const row = await db
    .selectFrom('programs as p')
    .where((eb) => filterConditions(eb, filters))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One visible program with its university; hidden or unknown ids answer undefined. */
export async function getProgram(db: Executor, id: number): Promise<Program | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID) return undefined;
  const row = await selectPrograms(db)
    .where('p.id', '=', id)
    .where('p.hidden', '=', false)
    .executeTakeFirst();
  return row ? toProgram(row) : undefined;
}

export async function listProgramsByUniversity(
  db: Executor,
  universityId: number,
  window: { limit: number; offset: number },
): Promise<{ items: Program[]; total: number }> {
  return listPrograms(db, { university: [universityId], ...window });
}

/** The columns a catalogue write sets; search_text is derived here, never passed in. */
export type ProgramValues = Omit<
  Insertable<ProgramsTable>,
  'id' | 'searchText' | 'createdAt' | 'updatedAt'
>;

const searchTextExpression = (
  eb: ExpressionBuilder<DB & { u: DB['universities'] }, 'programs' | 'u'>,
) =>
  eb.fn<string>('lower', [
    eb.fn('concat_ws', [
      sql.lit(' '),
      eb.ref('programs.name'),
      eb.ref('u.name'),
      eb.ref('programs.studyFieldRaw'),
      eb.ref('programs.studyField'),
    ]),
  ]);

/**
 * Rebuilds search_text (program name, university name, field as written and canonical, lower-cased
 * by PostgreSQL so it matches the lower() applied to search terms) for the given programs, or for
 * every program of a university after it was renamed.
 */
export async function refreshProgramSearchText(
  db: Executor,
  target: { programIds: number[] } | { universityId: number },
): Promise<void> {
  if ('programIds' in target && target.programIds.length === 0) return;
  let query = db
    .updateTable('programs')
    .from('universities as u')
    .set((eb) => ({ searchText: searchTextExpression(eb) }))
    .whereRef('u.id', '=', 'programs.universityId');
  query =
    'programIds' in target
      ? query.where('programs.id', 'in', target.programIds)
      : query.where('programs.universityId', '=', target.universityId);
  await query.execute();
}

/** Inserts programs in batches (PostgreSQL caps one statement at 65,535 parameters). */
export async function insertPrograms(
  db: Executor,
  values: ProgramValues[],
  batchSize = 250,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += batchSize) {
    const batch = values
      .slice(start, start + batchSize)
      .map((value) => ({ ...value, searchText: '' }));
    const rows = await db.insertInto('programs').values(batch).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  }
  await refreshProgramSearchText(db, { programIds: ids });
  return ids;
}

export async function updateProgram(
  db: Executor,
  id: number,
  values: Partial<ProgramValues>,
): Promise<boolean> {
  const result = await db
    .updateTable('programs')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await refreshProgramSearchText(db, { programIds: [id] });
  return true;
}

/** Programs by import identity, hidden ones included, for the importer to compare against. */
export async function findProgramsBySourceKeys(db: Executor, sourceKeys: string[]) {
  if (sourceKeys.length === 0) return [];
  return db.selectFrom('programs').selectAll().where('sourceKey', 'in', sourceKeys).execute();
}

export async function programExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('programs')
    .select('id')
    .where('id', '=', id)
    .where('hidden', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
