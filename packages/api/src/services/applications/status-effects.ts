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
): queries.ApplicationChanges {
  const changes: queries.ApplicationChanges = { status: to };
  if (to === 'draft') changes.submittedAt = null;
  if (to === 'submitted' && !row.submittedAt) changes.submittedAt = now;
  if (to === 'submitted-to-university') changes.submittedToUniversityDate = now;
  return changes;
}
