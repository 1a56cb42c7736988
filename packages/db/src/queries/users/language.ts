import type { Language } from '@uniguide/domain';
import type { Executor } from '../../executor';

/** Saves the user's choice of language (decision 069); answers the one it replaced. */
export async function updateUserLanguage(
  db: Executor,
  userId: number,
  language: Language,
): Promise<{ previous: Language | null } | undefined> {
  const before = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('users')
    .set({ language, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return { previous: before.language };
}

/**
 * The user's saved language, for what is written to them when they are not there to ask (their
 * e-mails, decision 072): null when they never chose, or when there is no such user.
 */
export async function findUserLanguage(db: Executor, userId: number): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? null;
}

/**
 * The saved language of the account signing in with this address (any case), for an e-mail to an
 * address (docs/decisions/079-email-language.md): null when no account has it or it never chose.
 */
export async function findLanguageByAddress(
  db: Executor,
  address: string,
): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('username', '=', address.trim().toLowerCase())
    .executeTakeFirst();
  return row?.language ?? null;
}
