import { queries } from '@uniguide/db';
import {
  AppError,
  JOURNEY_STAGE_LABELS,
  canAgentAddDocuments,
  hasJourney,
  inferDocumentType,
  parseInput,
  requestTitle,
  sanitiseFileName,
  statusLabel,
  zId,
  type DocumentMeta,
  type SetPreferredInput,
  type SharedJourneyStep,
  type SharedStudentView,
} from '@uniguide/domain';
import { z } from 'zod';
import type { Context } from '../../context';
import { writeAudit } from '../audit/audit';
import { FINISHED_ADD_MESSAGE } from '../documents/documents';
import { storeStudentDocument, type UploadedFile } from '../documents/upload';
import { journeyView } from '../journey/journey';
import { notifyAgentOfStudent } from '../notifications/notifications';
import { agencyOf, toQuote } from './quotes';
import { shareTokenHash } from './share-links';

/**
 * One answer for every link that does not open a page, whether it never existed, was revoked or has
 * expired: the answer tells a guesser nothing (docs/product.md §5.10).
 */
export const LINK_UNAVAILABLE_MESSAGE =
  'This link is no longer available. Please ask your agent for a new one.';
export const NOT_REQUESTED_MESSAGE = 'Choose one of the documents asked for on this page';
export const NOT_IN_QUOTE_MESSAGE = 'Choose programs from your quote';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function linkUnavailable(): AppError {
  return new AppError('NOT_FOUND', LINK_UNAVAILABLE_MESSAGE);
}

type LiveLink = NonNullable<Awaited<ReturnType<typeof queries.quotes.useShareLink>>>;

/**
 * The live link of this token, stamped as used; every use is audited (refused ones with no link),
 * by whoever holds it: the student has no account.
 */
export async function openShareLink(ctx: Context, token: string, use: string): Promise<LiveLink> {
  const link = TOKEN.test(token)
    ? await queries.quotes.useShareLink(ctx.db, shareTokenHash(token))
    : undefined;
  await writeAudit(ctx.db, ctx, {
    action: link ? 'share_link_used' : 'share_link_refused',
    resourceType: 'share_link',
    resourceId: link?.id ?? null,
    newData: { use },
  });
  if (!link) throw linkUnavailable();
  return link;
}

/** Whether the student's page at this token opens (200) or is the not-found page (404). */
export async function shareLinkIsLive(ctx: Context, token: string): Promise<boolean> {
  try {
    await openShareLink(ctx, token, 'page');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

async function shownQuote(ctx: Context, link: LiveLink) {
  if (link.quoteId !== null) {
    const row = await queries.quotes.findQuote(ctx.db, link.quoteId, undefined);
    if (row) return row;
  }
  return (await queries.quotes.listStudentQuotes(ctx.db, link.studentId, 1))[0];
}

/** Where an application's journey stands after its offer; null before one. */
async function journeyStep(ctx: Context, applicationId: number): Promise<SharedJourneyStep | null> {
  const application = await queries.applications.findApplicationRow(ctx.db, applicationId);
  if (!application || !hasJourney(application.status)) return null;
  const [rows, withdrawn] = await Promise.all([
    queries.journey.listJourneyStages(ctx.db, applicationId),
    queries.journey.findJourney(ctx.db, applicationId),
  ]);
  const view = journeyView(application, rows, withdrawn, new Date());
  if (view.withdrawnAt) return { state: 'closed' };
  return view.next ? { state: 'next', stage: view.next } : { state: 'registered' };
}

/** The step in English words, as the API has written it; the page words `journeyStep` itself. */
function journeyStageText(step: SharedJourneyStep | null): string | null {
  if (!step) return null;
  if (step.state === 'closed') return 'Closed';
  return step.state === 'next' ? `Next: ${JOURNEY_STAGE_LABELS[step.stage]}` : 'Registered';
}

/**
 * What the student's page shows, and nothing else: their first name, the agency, the quote, each
 * application past draft with its status, journey step and the documents asked of them. No other
 * student, no commission, no notes, no messages.
 */
export async function viewSharedPage(ctx: Context, token: string): Promise<SharedStudentView> {
  const link = await openShareLink(ctx, token, 'view');
  const student = (await queries.students.findStudentRow(ctx.db, link.studentId))!;
  const agency = await agencyOf(ctx.db, student.userId);
  const [quoteRow, applications, requests] = await Promise.all([
    shownQuote(ctx, link),
    queries.students.listStudentApplications(ctx.db, student.id),
    queries.quotes.listStudentOpenRequests(ctx.db, student.id),
  ]);
  const quote = quoteRow ? toQuote(quoteRow, agency) : null;
  const shown = [];
  for (const application of applications) {
    if (application.status === 'draft') continue;
    const step = await journeyStep(ctx, application.id);
    shown.push({
      id: application.id,
      programName: application.programName,
      universityName: application.universityName,
      status: application.status,
      statusLabel: statusLabel(application.status),
      journeyStage: journeyStageText(step),
      journeyStep: step,
      requests: requests
        .filter((request) => request.applicationId === application.id)
        .map((request) => {
          const rejected = request.rejectedDocumentId !== null;
          return {
            id: request.id,
            label: requestTitle({ ...request, rejected }),
            documentType: request.documentType,
            description: request.description,
            rejected,
          };
        }),
    });
  }
  return {
    studentFirstName: student.firstName,
    agency,
    expiresAt: new Date(link.expiresAt).toISOString(),
    quote: quote
      ? {
          id: quote.id,
          createdAt: quote.createdAt,
          rate: quote.rate,
          programs: quote.programs,
          preferredProgramIds: quote.preferredProgramIds,
        }
      : null,
    applications: shown,
  };
}

/** The student marks the programs of their quote they prefer; the agent is told. */
export async function setPreferredPrograms(
  ctx: Context,
  input: SetPreferredInput,
): Promise<{ preferredProgramIds: number[] }> {
  const link = await openShareLink(ctx, input.token, 'preferred');
  const quote = await shownQuote(ctx, link);
  const quoted = new Set(
    (quote?.programs as Array<{ programId: number }> | undefined)?.map((p) => p.programId),
  );
  if (!quote || input.programIds.some((id) => !quoted.has(id))) {
    throw new AppError('BAD_REQUEST', NOT_IN_QUOTE_MESSAGE, [
      { path: 'programIds', message: NOT_IN_QUOTE_MESSAGE },
    ]);
  }
  const chosen = [...new Set(input.programIds)];
  await ctx.db.transaction().execute(async (tx) => {
    await queries.quotes.setQuotePreferred(tx, quote.id, chosen);
    await writeAudit(tx, ctx, {
      action: 'quote_preferred_set',
      resourceType: 'quote',
      resourceId: quote.id,
      previousData: { preferredProgramIds: quote.preferredProgramIds },
      newData: { preferredProgramIds: chosen, shareLinkId: link.id },
    });
    const names = (quote.programs as Array<{ programId: number; programName: string }>)
      .filter((program) => chosen.includes(program.programId))
      .map((program) => program.programName);
    await notifyAgentOfStudent(tx, {
      agentId: quote.userId,
      kind: 'preferred',
      student: `${quote.firstName} ${quote.lastName}`,
      programs: names,
      link: `/dashboard/students/${quote.studentId}`,
    });
  });
  return { preferredProgramIds: chosen };
}

const ZSharedUploadFields = z.object({
  requestId: zId({ message: NOT_REQUESTED_MESSAGE }),
});

/**
 * The student uploads a document asked of them, through the same pipeline as every upload (type by
 * content, 10 MB, storage, audit; docs/product.md §7): onto their file and the application that
 * asked, answering the request. The agent is notified.
 */
export async function registerSharedUpload(
  ctx: Context,
  token: string,
  rawFields: Record<string, unknown>,
  file: UploadedFile,
): Promise<DocumentMeta> {
  const link = await openShareLink(ctx, token, 'upload');
  const { requestId } = parseInput(ZSharedUploadFields, rawFields, 'Invalid upload');
  const request = await queries.documents.findRequest(ctx.db, requestId);
  const application =
    request && (await queries.applications.findApplicationRow(ctx.db, request.applicationId));
  if (
    !request ||
    request.status !== 'open' ||
    !application ||
    application.studentId !== link.studentId ||
    application.status === 'draft'
  ) {
    throw new AppError('BAD_REQUEST', NOT_REQUESTED_MESSAGE, [
      { path: 'requestId', message: NOT_REQUESTED_MESSAGE },
    ]);
  }
  if (!canAgentAddDocuments(application.status))
    throw new AppError('CONFLICT', FINISHED_ADD_MESSAGE);
  const originalFilename = sanitiseFileName(file.filename ?? 'document');
  const documentType = request.documentType ?? inferDocumentType(originalFilename);
  return storeStudentDocument(
    ctx,
    {
      fields: { requestId, applicationId: application.id },
      originalFilename,
      documentType,
      target: {
        applicationId: application.id,
        studentId: application.studentId,
        userId: application.userId,
      },
    },
    file,
    {
      onRecorded: async (tx, document) => {
        await writeAudit(tx, ctx, {
          action: 'share_link_upload',
          resourceType: 'share_link',
          resourceId: link.id,
          newData: { documentId: document.id, requestId, applicationId: application.id },
        });
        await notifyAgentOfStudent(tx, {
          agentId: application.userId,
          kind: 'upload',
          student: `${application.studentFirstName} ${application.studentLastName}`,
          fileName: 'originalFilename' in document ? document.originalFilename : originalFilename,
          request: {
            documentType: request.documentType,
            description: request.description,
            rejected: request.rejectedDocumentId !== null,
          },
          link: `/dashboard/applications/${application.id}`,
          applicationId: application.id,
          documentId: document.id,
        });
      },
    },
  ) as Promise<DocumentMeta>;
}
