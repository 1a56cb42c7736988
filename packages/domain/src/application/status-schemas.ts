import { z } from 'zod';
import { ZId } from '../ids';
import { normaliseStatus, type ApplicationStatus } from './status';

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

const ZStatusText = z.string().trim().max(5000).optional();

/** The detail a status carries besides the move itself: each field belongs to one status. */
const ZStatusDetails = z.object({
  rejectionReason: ZStatusText,
  conditionalOfferTerms: ZStatusText,
  paymentConfirmation: z.boolean().optional(),
});
export type StatusDetails = z.infer<typeof ZStatusDetails>;
export type StatusDetailField = keyof StatusDetails;

/** Which status carries which detail field; every other status carries none. */
export const STATUS_DETAIL_FIELD = {
  rejected: 'rejectionReason',
  'accepted-conditional-offer': 'conditionalOfferTerms',
  'payment-clearing': 'paymentConfirmation',
} as const satisfies Partial<Record<ApplicationStatus, StatusDetailField>>;

export function statusDetailField(status: ApplicationStatus): StatusDetailField | undefined {
  return (STATUS_DETAIL_FIELD as Partial<Record<ApplicationStatus, StatusDetailField>>)[status];
}

/**
 * Only the detail of the chosen status goes along with (or is kept from) a change: a rejection
 * reason sent with an "accepted" move is dropped. The payment confirmation is a yes/no that the
 * payment-clearing move always sets (absent means no); texts stay absent when not sent.
 */
export function detailsForStatus(status: ApplicationStatus, details: StatusDetails): StatusDetails {
  const field = statusDetailField(status);
  if (field === 'paymentConfirmation') {
    return { paymentConfirmation: details.paymentConfirmation ?? false };
  }
  if (field === undefined || details[field] === undefined) return {};
  return { [field]: details[field] } as StatusDetails;
}

export const ZChangeStatusInput = z.object({
  id: ZId,
  status: ZApplicationStatus,
  notes: ZStatusText,
  ...ZStatusDetails.shape,
  /**
   * The admin saw the required documents that are not verified and forwards anyway: without it a
   * move to submitted-to-university is refused (409) while any is (docs/product.md §5.2).
   */
  confirmForwarding: z.boolean().optional(),
});
export type ChangeStatusInput = z.infer<typeof ZChangeStatusInput>;
