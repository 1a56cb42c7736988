import type { AuditActor } from '@uniguide/api';
import { queries, seedCatalogue, type DB, type Kysely } from '@uniguide/db';
import { ensureDemoAccounts } from './accounts';

export interface SeedResult {
  universities: number;
  programs: number;
  accounts: string[];
}

/** The demo data of docs/product.md §4: the sample catalogue and the two demo accounts. */
export async function seedDemo(db: Kysely<DB>, actor: AuditActor): Promise<SeedResult> {
  const catalogue = await seedCatalogue(db);
  const accounts = await ensureDemoAccounts(db, actor);
  return { ...catalogue, accounts };
}

/** Demo mode seeds only a database nobody has used yet, never one with accounts in it. */
export async function seedDemoIfEmpty(
  db: Kysely<DB>,
  actor: AuditActor,
): Promise<SeedResult | null> {
  if ((await queries.users.countUsers(db)) > 0) return null;
  return seedDemo(db, actor);
}
