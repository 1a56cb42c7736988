import { queries } from '@uniguide/db';
import { AppError, type Language } from '@uniguide/domain';
import { SIGN_IN_REQUIRED_MESSAGE, type SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';

/**
 * Saves the user's language with the account (decision 069): their e-mails, quote PDFs and the
 * server's messages use it from now on, and the language cookie follows so the server-rendered pages
 * do too. Saving the language already saved writes no audit row.
 */
export async function saveLanguage(ctx: SignedInContext, language: Language): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    const saved = await queries.users.updateUserLanguage(tx, ctx.user.id, language);
    if (!saved) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    if (saved.previous === language) return;
    await writeAudit(tx, ctx, {
      action: 'user_language_changed',
      resourceType: 'user',
      resourceId: ctx.user.id,
      previousData: { language: saved.previous },
      newData: { language },
    });
  });
  ctx.cookies.setLanguage(language);
}
