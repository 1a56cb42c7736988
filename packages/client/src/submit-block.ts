import { submitBlockedReason } from '@uniguide/domain';
import { useSession } from './session';

/**
 * Why the signed-in agent cannot submit yet (waiting for approval, declined), or null. A module apart
 * from the session's, which every page loads: the reasons' texts stay with the pages that show them
 * (docs/decisions/086-first-page-javascript.md).
 */
export function useSubmitBlock(): string | null {
  const { data } = useSession();
  return data ? submitBlockedReason(data) : null;
}
