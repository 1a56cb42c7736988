import { queries } from '@uniguide/db';
import {
  AppError,
  MATERIAL_NOT_FOUND_MESSAGE,
  ZAdminMarketingListInput,
  ZIdInput,
  ZMarketingListInput,
  listWindow,
  toPage,
} from '@uniguide/domain';
import { listMarketingMaterials, markMarketingSeen } from '../../services/marketing';
import { adminProcedure, router, signedInProcedure } from '../../trpc';

/**
 * The marketing kit for agents (docs/decisions/047-admin-inbox-and-marketing-kit.md): current,
 * unexpired materials; uploads and downloads are HTTP routes (multipart and bytes).
 */
export const marketingRouter = router({
  list: signedInProcedure
    .input(ZMarketingListInput)
    .query(({ ctx, input }) => listMarketingMaterials(ctx, input)),

  markSeen: signedInProcedure.mutation(({ ctx }) => markMarketingSeen(ctx)),
});

/** The admins' side: every version with its downloads, and one version's downloads per agency. */
export const adminMarketingRouter = router({
  list: adminProcedure.input(ZAdminMarketingListInput).query(async ({ ctx, input }) => {
    const window = listWindow(input);
    return toPage(
      await queries.marketing.listAllMaterials(
        ctx.db,
        { universityId: input.universityId },
        window,
      ),
      window,
    );
  }),

  downloads: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const material = await queries.marketing.findMaterial(ctx.db, input.id);
    if (!material) throw new AppError('NOT_FOUND', MATERIAL_NOT_FOUND_MESSAGE);
    return queries.marketing.materialDownloadsByAgency(ctx.db, input.id);
  }),
});
