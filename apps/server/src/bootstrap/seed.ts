import type { AuditActor } from '@uniguide/api';
import { queries, seedCatalogue, type DB, type Kysely } from '@uniguide/db';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './accounts';
import { seedDemoOnboardingSlots } from './onboarding';

export interface SeedResult {
  universities: number;
  programs: number;
  accounts: string[];
  onboardingSlots: number;
}

/**
 * The demo data of docs/product.md §4: the sample catalogue, the two demo accounts and a few
 * onboarding slots in the days ahead (§5.11).
 */
export async function seedDemo(db: Kysely<DB>, actor: AuditActor): Promise<SeedResult> {
  const catalogue = await seedCatalogue(db);
  const accounts = await ensureDemoAccounts(db, actor);
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
  const onboardingSlots = await seedDemoOnboardingSlots(db, admin.username);
  return { ...catalogue, accounts, onboardingSlots };
}

/** Demo mode seeds only a database nobody has used yet, never one with accounts in it. */
export async function seedDemoIfEmpty(
  db: Kysely<DB>,
  actor: AuditActor,
): Promise<SeedResult | null> {
  if ((await queries.users.countUsers(db)) > 0) return null;
  return seedDemo(db, actor);
}
