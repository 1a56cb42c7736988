import { readConsoleSettings } from '../../services/accounts';
import { publicProcedure } from '../../trpc';

/**
 * What a visitor is promised before signing up: whether an admin approves new agents first (the
 * console's setting), so the marketing pages never promise an approval that is switched off.
 */
export const signUpTerms = publicProcedure.query(async ({ ctx }) => ({
  approvalRequired: (await readConsoleSettings(ctx.db)).agentApproval === 'required',
}));
