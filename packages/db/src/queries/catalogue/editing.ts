import { sql, type SqlBool } from 'kysely';
import type { Program } from '@uniguide/domain';
import { isId } from '@uniguide/domain';
import type { Executor } from '../../executor';
import type { ProgramRow, UniversityRow } from '../../schema';
import { escapeLike, PROGRAM_COLUMNS, refreshProgramSearchText, toProgram } from './programs';
import type { UniversityValues } from './universities';

/** A program as the admin table shows it: hidden ones too, with how many applications hold it. */
export interface AdminProgram extends Program {
  hidden: boolean;
  applicationCount: number;
  updatedAt: string;
}

/** A university with every program counted, hidden ones included (delete depends on it). */
export interface AdminUniversity extends Omit<UniversityRow, 'createdAt' | 'updatedAt'> {
  programCount: number;
  hiddenProgramCount: number;
  updatedAt: string;
}

export async function listUniversitiesForAdmin(db: Executor): Promise<AdminUniversity[]> {
  const rows = await db
    .selectFrom('universities as u')
    .leftJoin('programs as p', 'p.universityId', 'u.id')
    .selectAll('u')
    .select((eb) => [
      eb.fn.count<number>('p.id').as('programCount'),
      eb.fn
        .count<number>(eb.case().when('p.hidden', '=', true).then(eb.ref('p.id')).end())
        .as('hiddenProgramCount'),
    ])
    .groupBy('u.id')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map(({ createdAt: _created, ...row }) => ({
    ...row,
    programCount: Number(row.programCount),
    hiddenProgramCount: Number(row.hiddenProgramCount),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

export async function findUniversityRow(
  db: Executor,
  id: number,
): Promise<UniversityRow | undefined> {
  if (!isId(id)) return undefined;
  return db.selectFrom('universities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names compare case- and space-insensitively, as the importer matches them. */
export async function universityNameTaken(
  db: Executor,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('universities')
    .select('id')
    .where(sql<string>`lower(trim(name))`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUniversity(
  db: Executor,
  values: UniversityValues,
): Promise<UniversityRow> {
  return db.insertInto('universities').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Updates a university; a rename rebuilds its programs' search text so search finds the new name. */
export async function updateUniversity(
  db: Executor,
  id: number,
  values: UniversityValues,
): Promise<UniversityRow | undefined> {
  const before = await findUniversityRow(db, id);
  if (!before) return undefined;
  const row = await db
    .updateTable('universities')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.name !== before.name) await refreshProgramSearchText(db, { universityId: id });
  return row;
}

export async function countUniversityPrograms(db: Executor, universityId: number): Promise<number> {
  const row = await db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('universityId', '=', universityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteUniversity(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('universities').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function selectAdminPrograms(db: Executor) {
  return db
    .selectFrom('programs as p')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .select([...PROGRAM_COLUMNS, 'p.hidden', 'p.updatedAt'])
    .select((eb) =>
      eb
        .selectFrom('applications as a')
        .whereRef('a.programId', '=', 'p.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('applicationCount'),
    );
}

type AdminProgramSelection = Awaited<
  ReturnType<ReturnType<typeof selectAdminPrograms>['executeTakeFirstOrThrow']>
>;

function toAdminProgram(row: AdminProgramSelection): AdminProgram {
  return {
    ...toProgram(row),
    hidden: row.hidden,
    applicationCount: Number(row.applicationCount ?? 0),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export interface AdminProgramQuery {
  search?: string;
  universityId?: number;
  includeHidden: boolean;
  limit: number;
  offset: number;
}

/** Programs by name for the admin table; words must all occur in the search text, as in the catalogue. */
export async function listProgramsForAdmin(
  db: Executor,
  query: AdminProgramQuery,
): Promise<{ items: AdminProgram[]; total: number }> {
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const base = selectAdminPrograms(db).where((eb) => {
    const conditions = [];
    if (!query.includeHidden) conditions.push(eb('p.hidden', '=', false));
    if (query.universityId !== undefined)
      conditions.push(eb('p.universityId', '=', query.universityId));
    for (const word of words) {
      conditions.push(
        sql<SqlBool>`${eb.ref('p.searchText')} like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`,
      );
    }
    return eb.and(conditions);
  });
  const [rows, count] = await Promise.all([
    base.orderBy('p.name').orderBy('p.id').limit(query.limit).offset(query.offset).execute(),
    db
      .selectFrom(base.as('filtered'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminProgram), total: Number(count.count) };
}

export async function getProgramForAdmin(
  db: Executor,
  id: number,
): Promise<AdminProgram | undefined> {
  if (!isId(id)) return undefined;
  const row = await selectAdminPrograms(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toAdminProgram(row) : undefined;
}

export async function findProgramRow(db: Executor, id: number): Promise<ProgramRow | undefined> {
  if (!isId(id)) return undefined;
  return db.selectFrom('programs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countProgramApplications(db: Executor, programId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('programId', '=', programId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes a program (its saved-program bookmarks cascade); applications block it in the schema too. */
export async function deleteProgram(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('programs').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setProgramHidden(
  db: Executor,
  id: number,
  hidden: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('programs')
    .set({ hidden, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
