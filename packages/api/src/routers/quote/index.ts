import {
  ZCreateQuoteInput,
  ZCreateShareLinkInput,
  ZIdInput,
  ZSetCurrencyRatesInput,
  ZSetPreferredInput,
  ZShareTokenInput,
  ZStudentIdInput,
} from '@uniguide/domain';
import { listCurrencyRates, setCurrencyRates } from '../../services/quotes';
import { createQuote, listQuotes, readQuote } from '../../services/quotes';
import { createShareLink, listShareLinks, revokeShareLink } from '../../services/quotes';
import { setPreferredPrograms, viewSharedPage } from '../../services/quotes';
import { adminProcedure, publicProcedure, router, signedInProcedure } from '../../trpc';

/** A student's quotes (docs/product.md §5.10): another agency's student or quote answers 404. */
export const quoteRouter = router({
  list: signedInProcedure
    .input(ZStudentIdInput)
    .query(({ ctx, input }) => listQuotes(ctx, input.studentId)),
  byId: signedInProcedure.input(ZIdInput).query(({ ctx, input }) => readQuote(ctx, input.id)),
  create: signedInProcedure
    .input(ZCreateQuoteInput)
    .mutation(({ ctx, input }) => createQuote(ctx, input)),
  /** The admins' rate table, for the agent's choice of the student's currency. */
  currencies: signedInProcedure.query(({ ctx }) => listCurrencyRates(ctx)),
});

/** The agent's links to a student's page: made, listed, revoked. */
export const shareLinkRouter = router({
  list: signedInProcedure
    .input(ZStudentIdInput)
    .query(({ ctx, input }) => listShareLinks(ctx, input.studentId)),
  create: signedInProcedure
    .input(ZCreateShareLinkInput)
    .mutation(({ ctx, input }) => createShareLink(ctx, input)),
  revoke: signedInProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => revokeShareLink(ctx, input.id)),
});

/** The student's side, by token alone (no account): every call audited and rate-limited. */
export const shareRouter = router({
  view: publicProcedure
    .input(ZShareTokenInput)
    .query(({ ctx, input }) => viewSharedPage(ctx, input.token)),
  setPreferred: publicProcedure
    .input(ZSetPreferredInput)
    .mutation(({ ctx, input }) => setPreferredPrograms(ctx, input)),
});

export const adminCurrencyRateRouter = router({
  list: adminProcedure.query(({ ctx }) => listCurrencyRates(ctx)),
  set: adminProcedure
    .input(ZSetCurrencyRatesInput)
    .mutation(({ ctx, input }) => setCurrencyRates(ctx, input)),
});
