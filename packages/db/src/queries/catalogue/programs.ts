import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
} from 'kysely';
import { isId, type Program, type ProgramFilters } from '@uniguide/domain';
import type { Executor } from '../../executor';
import {
  EXACT_COUNT_LIMIT,
  estimateFromSample,
  exactTotal,
  sampledPercent,
  sampledTable,
  type CountedTotal,
} from '../../bounded-count';
import type { DB, ProgramsTable, UniversitiesTable } from '../../schema';

type CatalogueTables = DB & { p: ProgramsTable; u: UniversitiesTable };

/** Longest search a query turns into LIKE patterns; the API caps the text far below this. */
const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE's wildcards so a search for "100%" or "a_b" matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A program's columns with its university's name, location and image (`programs as p`, `universities as u`). */
export const PROGRAM_COLUMNS = [
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
] as const;

function selectPrograms(db: Executor) {
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select(PROGRAM_COLUMNS);
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

/** The search text as the words each program must contain (blank → none). */
function searchWords(filters: Partial<ProgramFilters>): string[] {
  return (filters.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Whether any filter narrows the visible catalogue (mirrors filterConditions). */
function hasFilters(filters: Partial<ProgramFilters>): boolean {
  return Boolean(
    filters.degree?.length ||
    filters.studyField?.length ||
    filters.duration?.length ||
    filters.university?.length ||
    filters.maxTuition !== undefined ||
    filters.hasScholarship !== undefined ||
    searchWords(filters).length > 0,
  );
}

/** Every filter of docs/product.md §8 as SQL; each one narrows the visible catalogue (docs/product.md §4 indexes). */
function filterConditions(
  eb: ExpressionBuilder<CatalogueTables, 'p'>,
  filters: Partial<ProgramFilters>,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('p.hidden', '=', false)];
  if (filters.degree?.length) conditions.push(eb('p.degree', 'in', filters.degree));
  if (filters.studyField?.length) conditions.push(eb('p.studyField', 'in', filters.studyField));
  if (filters.duration?.length) conditions.push(eb('p.duration', 'in', filters.duration));
  if (filters.university?.length) {
    const ids = filters.university.filter(isId);
    conditions.push(ids.length > 0 ? eb('p.universityId', 'in', ids) : sql<SqlBool>`false`);
  }
  // A program without a known fee cannot be shown as "under" a budget, so an active cap leaves it out.
  if (filters.maxTuition !== undefined)
    conditions.push(eb('p.tuitionAed', '<=', filters.maxTuition));
  if (filters.hasScholarship !== undefined)
    conditions.push(eb('p.hasScholarship', '=', filters.hasScholarship));
  for (const word of searchWords(filters)) {
    // Each word must occur in the name, university or field; the trigram index serves the LIKE.
    conditions.push(
      sql<SqlBool>`${eb.ref('p.searchText')} like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`,
    );
  }
  return eb.and(conditions);
}

export interface ProgramListQuery extends Partial<ProgramFilters> {
  /** Rows to answer after `offset`; null answers every match (the public catalogue, decision 019). */
  limit: number | null;
  offset: number;
}

/**
 * A page of the catalogue with the number of matching programs, without reading every match:
 * - nothing filtered: the page from programs_catalogue_order_idx (name order) and the
 *   visible-programs counter;
 * - filtered: one pass collects the first EXACT_COUNT_LIMIT + 1 matches in name order. The planner
 *   walks programs_catalogue_order_idx (its INCLUDE columns answer every filter without the table)
 *   when matches are dense, stopping at the last one it needs, or takes the trigram index and sorts
 *   when it expects few. When that is all of them, it gives the exact total and the page at once.
 * - more matches than that: the page is still among those collected unless it ends beyond them
 *   (then it comes from a walk of the name index), and the total is estimated from a block sample
 *   (`totalIsEstimate`, unless the sample was the whole table). Collecting in name order rather than
 *   in table order costs a medium-density search (2 % of 100 000) about 2 ms and saves a dense one
 *   a scan of the wide table rows (docs/decisions/097-one-compressed-copy-per-encoding.md; figures in bench/HISTORY.md).
 * Then only the page's rows are read and joined to their universities.
 */
export async function listPrograms(
  db: Executor,
  query: ProgramListQuery,
): Promise<{ items: Program[] } & CountedTotal> {
  if (!hasFilters(query)) {
    // The page and the counter in one statement: on the embedded database every statement waits its
    // turn on the one session. A page past the end has no row to carry the total.
    const rows = await pageRowsInNameOrder(db, query)
      .select(visibleProgramCountExpression().as('visibleTotal'))
      .execute();
    const total = rows[0]?.visibleTotal ?? (await visibleProgramCount(db));
    return { items: rows.map(toProgram), ...exactTotal(Number(total)) };
  }
  const probe = await db
    .selectFrom(
      db
        .selectFrom('programs as p')
        .select(['p.id', 'p.name'])
        .where((eb) => filterConditions(eb, query))
        .orderBy('p.name')
        .orderBy('p.id')
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('m'),
    )
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<
        number[] | null
      >`(array_agg(${sql.ref('m.id')} order by ${sql.ref('m.name')}, ${sql.ref('m.id')}))[${query.offset + 1}:${query.limit === null ? EXACT_COUNT_LIMIT + 1 : query.offset + query.limit}]`.as(
        'pageIds',
      ),
    ])
    .executeTakeFirstOrThrow();
  if (Number(probe.total) <= EXACT_COUNT_LIMIT) {
    const items = await programsInNameOrder(db, probe.pageIds ?? []);
    return { items, ...exactTotal(Number(probe.total)) };
  }
  const probedPage = query.limit !== null && query.offset + query.limit <= EXACT_COUNT_LIMIT + 1;
  const [items, sample] = await Promise.all([
    probedPage ? programsInNameOrder(db, probe.pageIds ?? []) : pageInNameOrder(db, query),
    db
      .selectFrom(sampledTable('programs', 'p'))
      // The sampled FROM item has the programs columns under the same alias.
      .where((eb) =>
        filterConditions(eb as unknown as ExpressionBuilder<CatalogueTables, 'p'>, query),
      )
      .select((eb) => [eb.fn.countAll<number>().as('count'), sampledPercent('programs')])
      .executeTakeFirstOrThrow(),
  ]);
  return { items, ...estimateFromSample(sample) };
}

/** The programs with these ids, in name order. */
async function programsInNameOrder(db: Executor, ids: number[]): Promise<Program[]> {
  if (ids.length === 0) return [];
  const rows = await selectPrograms(db)
    .where('p.id', 'in', ids)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows.map(toProgram);
}

/** A page in name order: its ids from programs_catalogue_order_idx alone, then only its rows read. */
function pageRowsInNameOrder(db: Executor, query: ProgramListQuery) {
  const pageIds = db
    .selectFrom('programs as p')
    .select('p.id')
    .where((eb) => filterConditions(eb, query))
    .orderBy('p.name')
    .orderBy('p.id')
    .$if(query.limit !== null, (select) => select.limit(query.limit ?? 0))
    .offset(query.offset);
  return selectPrograms(db).where('p.id', 'in', pageIds).orderBy('p.name').orderBy('p.id');
}

async function pageInNameOrder(db: Executor, query: ProgramListQuery): Promise<Program[]> {
  const rows = await pageRowsInNameOrder(db, query).execute();
  return rows.map(toProgram);
}

/** Programs the catalogue shows, from the counter migration 0004's triggers keep, as an expression. */
function visibleProgramCountExpression() {
  return sql<number>`(select coalesce(sum(value), 0) from stat_counters where name = 'programs:visible')`;
}

/** Programs the catalogue shows, from the counter migration 0004's triggers keep. */
export async function visibleProgramCount(db: Executor): Promise<number> {
  const row = await db
    .selectNoFrom(visibleProgramCountExpression().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
  if (!isId(id)) return undefined;
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
): Promise<{ items: Program[] } & CountedTotal> {
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

/**
 * Inserts programs in batches (PostgreSQL caps one statement at 65,535 parameters), each row with its
 * search_text computed in the same statement, as `searchTextExpression` does, so no second write of
 * every row (and of its index entries) follows.
 */
export async function insertPrograms(
  db: Executor,
  values: ProgramValues[],
  batchSize = 250,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += batchSize) {
    const batch = values.slice(start, start + batchSize).map((value) => ({
      ...value,
      searchText: sql<string>`lower(concat_ws(' ', ${value.name}::text,
        (select u.name from universities u where u.id = ${value.universityId}),
        ${value.studyFieldRaw ?? null}::text, ${value.studyField ?? null}::text))`,
    }));
    const rows = await db.insertInto('programs').values(batch).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** The columns search_text is made of. */
const SEARCHED_COLUMNS = ['name', 'universityId', 'studyField', 'studyFieldRaw'] as const;

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
  if (SEARCHED_COLUMNS.some((column) => column in values))
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
