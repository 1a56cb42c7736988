import { queries } from '@uniguide/db';
import { AppError, ZSetLanguageInput, type Language } from '@uniguide/domain';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../access';
import { writeAudit } from '../../services/audit';
import { signedInProcedure } from '../../trpc';

/**
 * Saves the user's language with the account (decision 069): their e-mails, quote PDFs and the
 * server's messages use it from now on, and the language cookie follows so the server-rendered pages
 * do too. Answers the saved language.
 */
export const setLanguage = signedInProcedure
  .input(ZSetLanguageInput)
  .mutation(async ({ ctx, input }): Promise<{ language: Language }> => {
    await ctx.db.transaction().execute(async (tx) => {
      const saved = await queries.updateUserLanguage(tx, ctx.user.id, input.language);
      if (!saved) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
      if (saved.previous === input.language) return;
      await writeAudit(tx, ctx, {
        action: 'user_language_changed',
        resourceType: 'user',
        resourceId: ctx.user.id,
        previousData: { language: saved.previous },
        newData: { language: input.language },
      });
    });
    ctx.cookies.setLanguage(input.language);
    return { language: input.language };
  });
