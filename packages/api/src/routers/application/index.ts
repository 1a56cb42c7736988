import { queries } from '@uniguide/db';
import {
  ZAttachDocumentsInput,
  ZCreateApplicationInput,
  listWindow,
  toPage,
  ZIdInput,
  ZApplicationListInput,
  ZUpdateApplicationRequest,
} from '@uniguide/domain';
import { attachDocuments } from '../../services/applications/attach-documents';
import { createApplication } from '../../services/applications/create';
import { applicationStats } from '../../services/applications/dashboard';
import { submitApplication } from '../../services/applications/submit';
import { updateApplication } from '../../services/applications/update';
import { loadApplicationView } from '../../services/applications/view';
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

  /** The applications the user may read (an owner's agency, a counsellor's own), newest first; admins list everyone's in the console. */
  list: signedInProcedure.input(ZApplicationListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    const result = await queries.listApplications(ctx.db, {
      owner: listScope(ctx.user),
      status: input.status,
      search: input.search,
      sort: 'createdAt',
      ...window,
    });
    return toPage(result, window);
  }),

  stats: signedInProcedure.query(({ ctx }) => applicationStats(ctx)),
  /** Documents already on the student's file, attached without new bytes. */
  attachDocuments: signedInProcedure
    .input(ZAttachDocumentsInput)
    .mutation(({ ctx, input }) => attachDocuments(ctx, input)),
});
