import { queries } from '@uniguide/db';
import {
  AppError,
  COUNTRIES,
  DEFAULT_CHECKLIST_KEY,
  DEFAULT_LIST_CANNOT_BE_REMOVED,
  STALE_CHECKLIST_MESSAGE,
  ageOn,
  NATIONALITY_ALREADY_MAPPED,
  itemsForStudent,
  withArabicFields,
  type ApplicationVisaChecklist,
  type ChecklistKey,
  type MapNationalityInput,
  type UnmappedNationality,
  type SetVisaChecklistInput,
  type VisaChecklist,
  type VisaChecklistSummary,
} from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { writeAudit, type Executor } from '../audit/audit';
import { journeyApplication } from './application';

/** The list a nationality follows: its own, else the default (empty if an admin emptied it). */
export async function visaChecklistFor(
  db: Executor,
  country: ChecklistKey,
): Promise<VisaChecklist> {
  const own = await queries.journey.findVisaChecklist(db, country);
  if (own) {
    return {
      country,
      source: country === DEFAULT_CHECKLIST_KEY ? 'default' : 'country',
      items: own.items.map(withArabicFields),
      updatedAt: own.updatedAt.toISOString(),
    };
  }
  const fallback = await queries.journey.findVisaChecklist(db, DEFAULT_CHECKLIST_KEY);
  return {
    country,
    source: 'default',
    items: (fallback?.items ?? []).map(withArabicFields),
    // The nationality has no list of its own: a save must create it (expectedUpdatedAt null).
    updatedAt: null,
  };
}

/** The nationalities with a list of their own, and the default. */
export function listVisaChecklists(ctx: SignedInContext): Promise<VisaChecklistSummary[]> {
  return queries.journey.listVisaChecklists(ctx.db);
}

/** Replaces (or, with items null, removes) a nationality's list; row lock, stale check, audit. */
export async function setVisaChecklist(
  ctx: SignedInContext,
  input: SetVisaChecklistInput,
): Promise<VisaChecklist> {
  if (input.items === null && input.country === DEFAULT_CHECKLIST_KEY) {
    throw new AppError('BAD_REQUEST', DEFAULT_LIST_CANNOT_BE_REMOVED, [
      { path: 'items', message: DEFAULT_LIST_CANNOT_BE_REMOVED },
    ]);
  }
  return ctx.db.transaction().execute(async (tx) => {
    const current = await queries.journey.findVisaChecklist(tx, input.country, {
      forUpdate: true,
    });
    if (input.expectedUpdatedAt !== undefined) {
      const fresh =
        input.expectedUpdatedAt === null
          ? current === null
          : current !== null && Date.parse(input.expectedUpdatedAt) === current.updatedAt.getTime();
      if (!fresh) throw new AppError('CONFLICT', STALE_CHECKLIST_MESSAGE);
    }
    if (input.items === null) {
      if (current) await queries.journey.deleteVisaChecklist(tx, input.country);
    } else {
      await queries.journey.upsertVisaChecklist(tx, {
        country: input.country,
        items: input.items,
        updatedBy: ctx.user.id,
        now: new Date(),
      });
    }
    await writeAudit(tx, ctx, {
      action: input.items === null ? 'visa_checklist_removed' : 'visa_checklist_saved',
      resourceType: 'visa_checklist',
      resourceId: input.country,
      previousData: current ? { items: current.items } : null,
      newData: input.items === null ? null : { items: input.items },
    });
    return visaChecklistFor(tx, input.country);
  });
}

/** Nationalities as written on records that name no country, with whom they affect. */
export function unmappedNationalities(ctx: SignedInContext): Promise<UnmappedNationality[]> {
  return queries.journey.unmappedNationalities(ctx.db);
}

/**
 * An admin names the country of an unmapped text: every student and application snapshot carrying
 * it gets that country (their text stays as written); audited. 404 when none carries it any more.
 */
export async function mapNationality(
  ctx: SignedInContext,
  input: MapNationalityInput,
): Promise<{ students: number; applications: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    const counts = await queries.journey.mapNationalityText(tx, input.value, input.country);
    if (counts.students + counts.applications === 0) {
      throw new AppError('NOT_FOUND', NATIONALITY_ALREADY_MAPPED);
    }
    await writeAudit(tx, ctx, {
      action: 'nationality_mapped',
      resourceType: 'nationality',
      resourceId: input.value,
      newData: { value: input.value, country: input.country, ...counts },
    });
    return counts;
  });
}

/** Every country with its names, for the pickers. */
export function countryList() {
  return COUNTRIES;
}

/**
 * The student's nationality checklist on an application with an offer, each item with the state of
 * the application's documents of its type (docs/product.md §5.9): none usable → missing, any
 * verified → verified, else uploaded. Under-18 items apply only to a student under 18 today.
 */
export async function applicationVisaChecklist(
  ctx: SignedInContext,
  applicationId: number,
): Promise<ApplicationVisaChecklist> {
  const application = await journeyApplication(ctx.db, ctx, applicationId);
  const country = application.studentNationalityCountry;
  const list = await visaChecklistFor(ctx.db, country ?? DEFAULT_CHECKLIST_KEY);
  const documents = await queries.documents.listApplicationDocuments(ctx.db, applicationId);
  const age = ageOn(application.studentDateOfBirth, new Date().toISOString().slice(0, 10));
  return {
    applicationId,
    country,
    source: list.source,
    items: itemsForStudent(list.items, age).map((item) => {
      if (!item.documentType) return { ...item, state: null };
      const usable = documents.filter(
        (document) =>
          document.documentType === item.documentType && document.reviewStatus !== 'rejected',
      );
      const state =
        usable.length === 0
          ? 'missing'
          : usable.some((document) => document.reviewStatus === 'verified')
            ? 'verified'
            : 'uploaded';
      return { ...item, state };
    }),
  };
}
