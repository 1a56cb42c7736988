import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { approvalPromise } from '@uniguide/domain';

/**
 * What the marketing pages promise about approval, from the console's setting (auth.signUpTerms);
 * undefined until the answer arrives, so no page promises an approval that is switched off.
 */
export function useApprovalPromise() {
  const trpc = useTRPC();
  const terms = useQuery({ ...trpc.auth.signUpTerms.queryOptions(), staleTime: 5 * 60_000 });
  return terms.data ? approvalPromise(terms.data.approvalRequired) : undefined;
}
