import { z } from 'zod';
import { ZId } from '../ids';

/** The notifications to mark read; none named means all of the user's. */
export const ZMarkNotificationsReadInput = z
  .object({ ids: z.array(ZId).max(500).optional() })
  .optional();
