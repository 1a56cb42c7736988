import type { ApplicationRow } from '@uniguide/db';
import { AppError, hasJourney } from '@uniguide/domain';
import type { SignedInContext } from '../../access';
import { readableApplication } from '../applications/readable';
import type { Executor } from '../audit/audit';

export const NO_JOURNEY_MESSAGE =
  'This application has no offer yet: its journey starts with a conditional or unconditional offer';

/** The application the user may read, holding an offer (404 otherwise; 409 before an offer). */
export async function journeyApplication(
  db: Executor,
  ctx: SignedInContext,
  applicationId: number,
  forUpdate = false,
): Promise<ApplicationRow> {
  const application = await readableApplication(db, ctx, applicationId, forUpdate);
  if (!hasJourney(application.status)) throw new AppError('CONFLICT', NO_JOURNEY_MESSAGE);
  return application;
}
