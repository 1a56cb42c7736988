import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { MARKETING } from '@uniguide/domain';

/**
 * What the marketing pages promise about approval, from the console's setting (auth.signUpTerms);
 * undefined until the answer arrives, so no page promises an approval that is switched off.
 */
export function useApprovalPromise(): { short: string; sentence: string } | undefined {
  const { t } = useLingui();
  const trpc = useTRPC();
  const terms = useQuery({ ...trpc.auth.signUpTerms.queryOptions(), staleTime: 5 * 60_000 });
  if (!terms.data) return undefined;
  // The domain's approvalPromise, in the page's language.
  const hours = MARKETING.approvalHours;
  return terms.data.approvalRequired
    ? {
        short: t`Agent approval within ${hours} hours`,
        sentence: t`We approve new agents within ${hours} hours.`,
      }
    : {
        short: t`Submit applications as soon as you sign up`,
        sentence: t`You can submit applications as soon as you sign up.`,
      };
}
