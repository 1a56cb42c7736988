import { queries } from '@uniguide/db';
import {
  ZAttachDocumentsInput,
  ZCreateApplicationInput,
  listWindow,
  toPage,
  ZIdInput,
  ZApplicationListInput,
  ZUpdateApplicationRequest,
  ZApplicationIdInput,
  ZApplicationItemsInput,
  ZDocumentRequestListInput,
} from '@uniguide/domain';
import { attachDocuments } from '../../services/applications';
import { createApplication } from '../../services/applications';
import { applicationStats } from '../../services/applications';
import { submitApplication } from '../../services/applications';
import { updateApplication } from '../../services/applications';
import { loadApplicationView } from '../../services/applications';
import { loadChecklist } from '../../services/conversation';
import { agentListRows } from '../../services/applications';
import { listUniversityDocuments } from '../../services/conversation';
import { listApplicationRequests, listOpenRequests } from '../../services/conversation';
import { listScope } from '../../access';
import { signedInProcedure, router } from '../../trpc';

/** The agent workspace's applications: every read and write is scoped to the signed-in agent. */
export const applicationRouter = router({
  create: signedInProcedure
    .input(ZCreateApplicationInput)
    .mutation(({ ctx, input }) => createApplication(ctx, input)),

  submit: signedInProcedure
    .input(ZIdInput)
    .mutation(({ ctx, input }) => submitApplication(ctx, input.id)),

  update: signedInProcedure
    .input(ZUpdateApplicationRequest)
    .mutation(({ ctx, input }) => updateApplication(ctx, input)),

  byId: signedInProcedure
    .input(ZIdInput)
    .query(({ ctx, input }) => loadApplicationView(ctx.db, input.id, ctx.user, 'agent')),

  /** The applications the user may read (an owner's agency, a counsellor's own), newest first unless `sort`/`direction` say otherwise; admins list everyone's in the console. */
  list: signedInProcedure.input(ZApplicationListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.applications.listApplications(ctx.db, {
      owner: listScope(ctx.user),
      status: input.status,
      search: input.search,
      ...(input.unread ? { unreadBy: 'agent' as const } : {}),
      sort: input.sort ?? 'createdAt',
      direction: input.direction ?? 'desc',
      ...window,
    });
    // Each row with "n of m documents", open requests and unread messages.
    return toPage({ ...result, items: await agentListRows(ctx, result.items) }, window);
  }),

  stats: signedInProcedure.query(({ ctx }) => applicationStats(ctx)),
  /** Documents already on the student's file, attached without new bytes. */
  attachDocuments: signedInProcedure
    .input(ZAttachDocumentsInput)
    .mutation(({ ctx, input }) => attachDocuments(ctx, input)),

  /** Each required document type's state (missing, uploaded, verified, rejected, expired). */
  checklist: signedInProcedure
    .input(ZApplicationIdInput)
    .query(({ ctx, input }) => loadChecklist(ctx, input.applicationId)),

  /** The application's document requests, newest first (open, resolved and cancelled). */
  requests: signedInProcedure
    .input(ZApplicationItemsInput)
    .query(({ ctx, input }) => listApplicationRequests(ctx, input)),

  /** Files from the university (offer letter, receipts, visa documents), newest first. */
  universityDocuments: signedInProcedure
    .input(ZApplicationItemsInput)
    .query(({ ctx, input }) => listUniversityDocuments(ctx, input)),

  /** Open requests across the agent's applications (or one), oldest first: the dashboard. */
  openRequests: signedInProcedure
    .input(ZDocumentRequestListInput)
    .query(({ ctx, input }) => listOpenRequests(ctx, input)),
});
