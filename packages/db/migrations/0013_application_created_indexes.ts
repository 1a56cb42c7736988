import { sql, type Kysely } from 'kysely';

/**
 * The application lists' default order is newest created first (`listApplications`), and only the
 * updated-at order had indexes: the admin's every-application view sorted all of them to show 25
 * (68 ms at 100 000 on the embedded database). These give both created-at orders, with and without a
 * status, as the updated-at indexes of 0001 do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX applications_created_idx ON applications (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX applications_status_created_idx ON applications (status, created_at DESC, id DESC)`.execute(
    db,
  );
}
