import { ZSetLanguageInput, type Language } from '@uniguide/domain';
import { saveLanguage } from '../../services/accounts';
import { signedInProcedure } from '../../trpc';

/** Saves the user's language with the account (decision 069); answers the saved language. */
export const setLanguage = signedInProcedure
  .input(ZSetLanguageInput)
  .mutation(async ({ ctx, input }): Promise<{ language: Language }> => {
    await saveLanguage(ctx, input.language);
    return { language: input.language };
  });
