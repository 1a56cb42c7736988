import {
  ZJourneyInput,
  ZMapNationalityInput,
  ZSetVisaChecklistInput,
  ZVisaChecklistInput,
} from '@uniguide/domain';
import {
  applicationVisaChecklist,
  countryList,
  listVisaChecklists,
  mapNationality,
  setVisaChecklist,
  unmappedNationalities,
  visaChecklistFor,
} from '../../services/journey';
import { adminProcedure, router, signedInProcedure } from '../../trpc';

/** Visa checklists by nationality (docs/product.md §5.9): read by agents, kept by admins. */
export const visaRouter = router({
  /** Every ISO 3166-1 country with its English and Arabic names. */
  countries: signedInProcedure.query(() => countryList()),
  /** The nationalities with a checklist of their own, and the default. */
  checklists: signedInProcedure.query(({ ctx }) => listVisaChecklists(ctx)),
  /** A nationality's checklist: its own, else the default. */
  checklist: signedInProcedure
    .input(ZVisaChecklistInput)
    .query(({ ctx, input }) => visaChecklistFor(ctx.db, input.country)),
  /** The student's nationality checklist on an application with an offer, with document states. */
  application: signedInProcedure
    .input(ZJourneyInput)
    .query(({ ctx, input }) => applicationVisaChecklist(ctx, input.applicationId)),
});

export const adminVisaRouter = router({
  setChecklist: adminProcedure
    .input(ZSetVisaChecklistInput)
    .mutation(({ ctx, input }) => setVisaChecklist(ctx, input)),
  /** Nationality texts on students and applications that no country was stored for. */
  unmappedNationalities: adminProcedure.query(({ ctx }) => unmappedNationalities(ctx)),
  /** Stores the country of an unmapped text on every record carrying it. */
  mapNationality: adminProcedure
    .input(ZMapNationalityInput)
    .mutation(({ ctx, input }) => mapNationality(ctx, input)),
});
