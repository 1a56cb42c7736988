// Storing a material's versions: a version is inserted pending, then listed (or deleted).
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../executor';
import type { MarketingMaterialsTable, MaterialDescriptionColumn } from '../../schema';

/** A stored, current material, locked: the one a new version replaces. */
export async function lockCurrentMaterial(db: Executor, id: number) {
  return db
    .selectFrom('marketingMaterials')
    .select(['id', 'seriesId', 'universityId', 'programId', 'materialType'])
    .where('id', '=', id)
    .where('version', 'is not', null)
    .where('supersededAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export type NewMaterial = Pick<
  Selectable<MarketingMaterialsTable>,
  | MaterialDescriptionColumn
  | 'expiresOn'
  | 'linkUrl'
  | 'storageKey'
  | 'originalFilename'
  | 'mimeType'
> & { seriesId?: number; createdBy: number };

/** Inserts a version not yet listed (`version` null); its own id is its series unless it replaces one. */
export async function insertPendingMaterial(db: Executor, values: NewMaterial): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('marketing_materials', 'id')) as id`.execute(db);
  const id = Number(rows[0]!.id);
  const { seriesId, ...rest } = values;
  await db
    .insertInto('marketingMaterials')
    .values({ ...rest, id, seriesId: seriesId ?? id, version: null })
    .execute();
  return id;
}

/**
 * Lists the version: the next number of its series, the storage it went to; the version it
 * replaces (if any) is superseded in the same statement's transaction.
 */
export async function completeMaterial(
  db: Executor,
  id: number,
  values: { storageDriver: string | null; fileSize: number | null; replacesId?: number },
): Promise<void> {
  if (values.replacesId !== undefined) {
    await db
      .updateTable('marketingMaterials')
      .set({ supersededAt: new Date() })
      .where('id', '=', values.replacesId)
      .execute();
  }
  await db
    .updateTable('marketingMaterials')
    .set((eb) => ({
      storageDriver: values.storageDriver,
      fileSize: values.fileSize,
      version: eb.fn.coalesce(
        eb
          .selectFrom('marketingMaterials as s')
          .select((s) => sql<number>`max(${s.ref('s.version')}) + 1`.as('next'))
          .whereRef('s.seriesId', '=', 'marketingMaterials.seriesId'),
        sql<number>`1`,
      ),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deletePendingMaterial(db: Executor, id: number): Promise<void> {
  await db
    .deleteFrom('marketingMaterials')
    .where('id', '=', id)
    .where('version', 'is', null)
    .execute();
}

/** Whether the university exists, and the program's university (undefined: no such program). */
export async function materialTargetOf(
  db: Executor,
  universityId: number,
  programId: number | undefined,
): Promise<{ university: boolean; programUniversityId: number | undefined }> {
  const [university, program] = await Promise.all([
    db.selectFrom('universities').select('id').where('id', '=', universityId).executeTakeFirst(),
    programId === undefined
      ? undefined
      : db
          .selectFrom('programs')
          .select('universityId')
          .where('id', '=', programId)
          .executeTakeFirst(),
  ]);
  return { university: university !== undefined, programUniversityId: program?.universityId };
}
