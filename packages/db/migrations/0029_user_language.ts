import { sql, type Kysely } from 'kysely';

/**
 * A user's saved choice of language (docs/decisions/069-server-language.md): `en` or `ar`, null until
 * they choose. Their e-mails, their quote PDFs and the server's messages to them use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'ar'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
