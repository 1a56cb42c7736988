import { z } from 'zod';
import { zId } from '../ids';
import { REST_MAX_LIMIT, ZListWindow } from '../pagination';
import { ZProgramFilters } from './schemas';

/** The catalogue's filters plus page/pageSize, or limit/offset for REST. */
export const ZProgramListInput = ZProgramFilters.extend(ZListWindow.shape);
export type ProgramListInput = z.infer<typeof ZProgramListInput>;

/**
 * The public catalogue as one array (docs/product.md §8): every matching program unless `limit`
 * and/or `offset` narrow it (decision 019).
 */
export const ZProgramCatalogueInput = ZProgramFilters.extend({
  limit: z.coerce.number().int().min(1).max(REST_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
});
export type ProgramCatalogueInput = z.infer<typeof ZProgramCatalogueInput>;

const ZProgramId = zId({ label: 'Program id' });

export const ZProgramIdInput = z.object({ id: ZProgramId });
/** The commission a signed-in agent would earn on a program. */
export const ZCommissionPreviewInput = z.object({ programId: ZProgramId });
export const ZUniversityIdInput = z.object({ id: zId({ label: 'University id' }) });
/** Saving or unsaving a program for later. */
export const ZSavedProgramInput = z.object({ programId: ZProgramId });
