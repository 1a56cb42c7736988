import type { Program } from '@uniguide/domain';
import type { Executor } from '../../executor';
import { PROGRAM_COLUMNS, toProgram } from './programs';

export interface SavedProgram {
  programId: number;
  savedAt: string;
  program: Program;
}

/** An agent's bookmarks, newest first; programs an admin has hidden since drop out. */
export async function listSavedPrograms(db: Executor, userId: number): Promise<SavedProgram[]> {
  const rows = await db
    .selectFrom('savedPrograms as s')
    .innerJoin('programs as p', 'p.id', 's.programId')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .where('s.userId', '=', userId)
    .where('p.hidden', '=', false)
    .select(['s.createdAt as savedAt', ...PROGRAM_COLUMNS])
    .orderBy('s.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    programId: row.id,
    savedAt: row.savedAt.toISOString(),
    program: toProgram(row),
  }));
}

/** Idempotent: saving a saved program changes nothing and answers false. */
export async function saveProgram(
  db: Executor,
  userId: number,
  programId: number,
): Promise<boolean> {
  const row = await db
    .insertInto('savedPrograms')
    .values({ userId, programId })
    .onConflict((conflict) => conflict.columns(['userId', 'programId']).doNothing())
    .returning('programId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Answers whether a bookmark was removed (false when there was none). */
export async function unsaveProgram(
  db: Executor,
  userId: number,
  programId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('savedPrograms')
    .where('userId', '=', userId)
    .where('programId', '=', programId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
