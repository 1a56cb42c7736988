import { queries } from '@uniguide/db';
import {
  ZApplicationStatus,
  ZAttachDocumentsInput,
  ZCreateApplicationInput,
  ZSearchText,
} from '@uniguide/domain';
import { z } from 'zod';
import { attachDocuments } from '../../services/applications/attach-documents';
import { createApplication } from '../../services/applications/create';
import { applicationStats } from '../../services/applications/dashboard';
import {
  ZListWindow,
  listWindow,
  optionalFilter,
  toPage,
} from '../../services/applications/list-window';
import { submitApplication } from '../../services/applications/submit';
import { ZUpdateApplicationRequest, updateApplication } from '../../services/applications/update';
import { loadApplicationView } from '../../services/applications/view';
import { agentProcedure, router } from '../../trpc';
import { listScope } from '../../services/access';

const ZApplicationId = z.object({ id: z.coerce.number().int().positive() });

export const ZApplicationListInput = ZListWindow.extend({
  status: optionalFilter(ZApplicationStatus),
  search: optionalFilter(ZSearchText),
});

/** The agent workspace's applications: every read and write is scoped to the signed-in agent. */
export const applicationRouter = router({
  create: agentProcedure
    .input(ZCreateApplicationInput)
    .mutation(({ ctx, input }) => createApplication(ctx, input)),

  submit: agentProcedure
    .input(ZApplicationId)
    .mutation(({ ctx, input }) => submitApplication(ctx, input.id)),

  update: agentProcedure
    .input(ZUpdateApplicationRequest)
    .mutation(({ ctx, input }) => updateApplication(ctx, input)),

  byId: agentProcedure
    .input(ZApplicationId)
    .query(({ ctx, input }) => loadApplicationView(ctx.db, input.id, ctx.user, 'agent')),

  /** The applications the user may read (an owner's agency, a counsellor's own), newest first; admins list everyone's in the console. */
  list: agentProcedure.input(ZApplicationListInput).query(async ({ ctx, input }) => {
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

  stats: agentProcedure.query(({ ctx }) => applicationStats(ctx)),
  /** Documents already on the student's file, attached without new bytes. */
  attachDocuments: agentProcedure
    .input(ZAttachDocumentsInput)
    .mutation(({ ctx, input }) => attachDocuments(ctx, input)),
});
