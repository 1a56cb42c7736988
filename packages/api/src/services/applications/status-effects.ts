import type { ApplicationRow, queries } from '@uniguide/db';
import type { ApplicationStatus } from '@uniguide/domain';

/**
 * Column changes that come with a move to `to`, whoever makes it. A draft has not been submitted,
 * so withdrawing clears the submission date; a move back to submitted keeps the original date unless
 * there is none (a fresh submission after a withdrawal).
 */
export function statusEffects(
  row: ApplicationRow,
  to: ApplicationStatus,
  now: Date,
): queries.applications.ApplicationChanges {
  const changes: queries.applications.ApplicationChanges = { status: to };
  if (to === 'draft') changes.submittedAt = null;
  if (to === 'submitted' && !row.submittedAt) changes.submittedAt = now;
  if (to === 'submitted-to-university') changes.submittedToUniversityDate = now;
  return changes;
}

/**
 * A move to submitted puts the application in the admin queue (docs/decisions/024-application-conversation.md):
 * "resubmitted" when it comes back from incomplete.
 */
export function adminAttentionOnSubmit(
  row: ApplicationRow,
  now: Date,
): Pick<queries.applications.ApplicationChanges, 'adminAttentionSince' | 'adminAttentionReason'> {
  return {
    adminAttentionSince: now,
    adminAttentionReason: row.status === 'incomplete' ? 'resubmitted' : 'submitted',
  };
}
