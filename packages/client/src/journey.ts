import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasJourney, type ApplicationStatus } from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { errorMessage } from './errors';
import { useTRPC } from './trpc';

/**
 * The journey after the offer (docs/product.md §5.9) of one application, read by both apps' journey
 * cards: `open` once the application holds an offer, the query enabled only then.
 */
export function useJourney(application: { id: number; status: ApplicationStatus }) {
  const trpc = useTRPC();
  const open = hasJourney(application.status);
  const journey = useQuery({
    ...trpc.journey.get.queryOptions({ applicationId: application.id }),
    enabled: open,
  });
  return { open, journey };
}

/**
 * The attestation and equivalency tracker of one application, and its save (with the toasts both
 * apps show, in the page's language); read only once the application holds an offer.
 */
export function useAttestation(application: { id: number; status: ApplicationStatus }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = hasJourney(application.status);
  const input = { applicationId: application.id };
  const attestation = useQuery({
    ...trpc.attestation.get.queryOptions(input),
    enabled: open,
  });
  const save = useMutation(
    trpc.attestation.set.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.attestation.get.queryKey(input), saved);
        toast({
          title: t`Tracker Saved`,
          description: t`Attestation and equivalency are up to date.`,
        });
        // The journey's due dates and the reminders' views read the deadline too.
        void queryClient.invalidateQueries({ queryKey: trpc.journey.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`Not Saved`,
          description: errorMessage(error, t`The tracker could not be saved.`),
          variant: 'destructive',
        }),
    }),
  );
  return { open, attestation, save };
}
