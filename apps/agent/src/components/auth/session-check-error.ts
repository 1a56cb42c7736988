import { errorMessage } from '@uniguide/client';
import { MESSAGES } from '@uniguide/domain';

/**
 * Thrown by the signed-in area's guard when the session could not be checked at all. A module apart
 * from the screen that reports it: the guard is in every page's entry, the screen is fetched when shown
 * (docs/decisions/086-first-page-javascript.md).
 */
export class SessionCheckError extends Error {
  constructor(cause: unknown) {
    super(errorMessage(cause, MESSAGES.authRequiredDescription), { cause });
    this.name = 'SessionCheckError';
  }
}
