import { isLanguage, type Language } from '@uniguide/domain';
import type { Executor } from '../executor';

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
 * The saved language of an e-mail's recipient: by their user id, else by the address they sign in
 * with; null when they never chose or are no user (a student, an invitee).
 */
export async function findRecipientLanguage(
  db: Executor,
  recipient: { userId?: number | null; address: string },
): Promise<Language | null> {
  const query = db.selectFrom('users').select('language');
  const row = await (
    recipient.userId != null
      ? query.where('id', '=', recipient.userId)
      : query.where('username', '=', recipient.address.toLowerCase())
  ).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : null;
}
