import type { Insertable } from 'kysely';
import type { University } from '@uniguide/domain';
import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { UniversitiesTable, UniversityRow } from '../../schema';

export interface UniversityWithCount extends University {
  /** Visible programs only, as the catalogue shows them. */
  programCount: number;
}

export function toUniversity(row: UniversityRow): University {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    emirate: row.emirate,
    imageUrl: row.imageUrl,
    logoUrl: row.logoUrl,
    website: row.website,
    description: row.description,
  };
}

function selectWithCounts(db: Executor) {
  return db
    .selectFrom('universities as u')
    .leftJoin('programs as p', (join) =>
      join.onRef('p.universityId', '=', 'u.id').on('p.hidden', '=', false),
    )
    .selectAll('u')
    .select((eb) => eb.fn.count<number>('p.id').as('programCount'))
    .groupBy('u.id');
}

function withCount(row: UniversityRow & { programCount: number }): UniversityWithCount {
  return { ...toUniversity(row), programCount: Number(row.programCount) };
}

/** Every university by name; the catalogue's filter list and the admin's pickers read this. */
export async function listUniversities(db: Executor): Promise<UniversityWithCount[]> {
  const rows = await selectWithCounts(db).orderBy('u.name').orderBy('u.id').execute();
  return rows.map(withCount);
}

export async function getUniversity(
  db: Executor,
  id: number,
): Promise<UniversityWithCount | undefined> {
  if (!isId(id)) return undefined;
  const row = await selectWithCounts(db).where('u.id', '=', id).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

/** All university rows, unsorted and uncounted: the importer matches names against them. */
export async function listUniversityRows(db: Executor): Promise<UniversityRow[]> {
  return db.selectFrom('universities').selectAll().execute();
}

export type UniversityValues = Omit<
  Insertable<UniversitiesTable>,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Universities per insert statement: each carries a handful of parameters, far below 65,535. */
const UNIVERSITIES_PER_STATEMENT = 1000;

export async function insertUniversities(
  db: Executor,
  values: UniversityValues[],
): Promise<UniversityRow[]> {
  const rows: UniversityRow[] = [];
  for (let start = 0; start < values.length; start += UNIVERSITIES_PER_STATEMENT) {
    const slice = values.slice(start, start + UNIVERSITIES_PER_STATEMENT);
    rows.push(...(await db.insertInto('universities').values(slice).returningAll().execute()));
  }
  return rows;
}

export async function countUniversities(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('universities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
