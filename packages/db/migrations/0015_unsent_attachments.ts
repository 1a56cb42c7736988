import { sql, type Kysely } from 'kysely';

/**
 * Message attachments uploaded but not yet sent (docs/product.md §7): their uploader lists them and
 * has their bytes counted against a limit, and the job queue sweeps the ones older than a day. Only
 * unsent attachments are in the index, so it stays as small as what waits to be sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX documents_unsent_attachments_idx ON documents (uploaded_by, uploaded_at)
    WHERE category = 'message' AND message_id IS NULL`.execute(db);
}
