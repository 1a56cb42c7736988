import { migrateToLatest } from '@uniguide/db';
import { ZEmail, ZNewPassword } from '@uniguide/domain';
import { ensureAdmin, systemActor } from '../bootstrap/accounts';
import { connect, openDatabase } from '../bootstrap/database';
import { seedDemo } from '../bootstrap/seed';
import type { Env } from '../env';

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command understood but will not run here: printed alone, exit code 1. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

const actor = systemActor('uniguide-cli');

/** Applies pending migrations, on either driver, whatever NODE_ENV says: this is the production path. */
export async function migrateCommand(env: Env): Promise<void> {
  const database = connect(env);
  try {
    const applied = await migrateToLatest(database.db);
    console.info(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'The database is up to date.',
    );
  } finally {
    await database.close();
  }
}

/** The sample catalogue, the demo accounts and onboarding slots; refused in production, where the passwords would be public. */
export async function seedCommand(env: Env): Promise<void> {
  if (env.nodeEnv === 'production') {
    throw new RefusedError(
      '`seed` creates demo accounts with published passwords and is refused when NODE_ENV=production.',
    );
  }
  const { database } = await openDatabase(env);
  try {
    const result = await seedDemo(database.db, actor);
    console.info(`Catalogue: ${result.universities} universities, ${result.programs} programs.`);
    console.info(
      result.accounts.length
        ? `Demo accounts created: ${result.accounts.join(', ')}`
        : 'Demo accounts already exist.',
    );
    console.info(
      result.onboardingSlots
        ? `Onboarding slots published: ${result.onboardingSlots}.`
        : 'Onboarding slots are already open.',
    );
  } finally {
    await database.close();
  }
}

/** Creates an admin, or promotes (and reactivates, with the given password) an existing account. */
export async function createAdminCommand(
  env: Env,
  options: { email?: string; password?: string },
): Promise<void> {
  const email = ZEmail.safeParse(options.email ?? '');
  const password = ZNewPassword.safeParse(options.password ?? '');
  const problems = [
    ...(email.success ? [] : [`--email: ${email.error.issues[0]?.message}`]),
    ...(password.success ? [] : [`--password: ${password.error.issues[0]?.message}`]),
  ];
  if (!email.success || !password.success) throw new UsageError(problems.join('\n'));

  const { database } = await openDatabase(env);
  try {
    const { outcome, user } = await ensureAdmin(
      database.db,
      actor,
      { email: email.data, password: password.data },
      { takeOver: true },
    );
    console.info(
      outcome === 'created'
        ? `Created admin ${user.username}.`
        : `Promoted ${user.username} to admin, reactivated it, set the new password and signed it out everywhere.`,
    );
  } finally {
    await database.close();
  }
}
