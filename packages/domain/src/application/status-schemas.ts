import { z } from 'zod';
import { normaliseStatus } from './status';

// The status schemas live apart from the vocabulary in status.ts so that importing a status list or label
// does not load zod (the apps parse route search params with status.ts before any page code loads).

/** Accepts canonical statuses and aliases; always yields the canonical form. */
export const ZApplicationStatus = z.string().transform((value, ctx) => {
  const status = normaliseStatus(value);
  if (!status) {
    ctx.addIssue({ code: 'custom', message: `Unknown status "${value.slice(0, 40)}"` });
    return z.NEVER;
  }
  return status;
});

export const ZChangeStatusInput = z.object({
  id: z.coerce.number().int().positive(),
  status: ZApplicationStatus,
  notes: z.string().trim().max(5000).optional(),
  rejectionReason: z.string().trim().max(5000).optional(),
  conditionalOfferTerms: z.string().trim().max(5000).optional(),
  paymentConfirmation: z.boolean().optional(),
});
export type ChangeStatusInput = z.infer<typeof ZChangeStatusInput>;
