import { z } from 'zod';
import { zId } from '../ids';
import { ZListWindow } from '../pagination';
import { ZProgramFilters } from './schemas';

/** The catalogue's filters plus page/pageSize, or limit/offset for REST. */
export const ZProgramListInput = ZProgramFilters.extend(ZListWindow.shape);
export type ProgramListInput = z.infer<typeof ZProgramListInput>;

const ZProgramId = zId({ label: 'Program id' });

export const ZProgramIdInput = z.object({ id: ZProgramId });
export const ZUniversityIdInput = z.object({ id: zId({ label: 'University id' }) });
/** Saving or unsaving a program for later. */
export const ZSavedProgramInput = z.object({ programId: ZProgramId });
