import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@uniguide/domain';
import { AttestationTracker, FirstYearCostsList, LoadingSection, SectionCard } from '@uniguide/ui';
import { queryFailure } from './errors';
import { useAttestation } from './journey';
import { useTRPC } from './trpc';

/**
 * Attestation and equivalency (docs/product.md §5.9) on an application with an offer, in both apps:
 * the agent keeps the certificates' chain, the Ministry of Education number and the undertaking; the
 * equivalency deadline is the admin team's (`canSetDeadline`; empty: the end of the intake's first
 * semester).
 */
export function AttestationCard({
  application,
  canSetDeadline,
}: {
  application: { id: number; status: ApplicationStatus };
  canSetDeadline: boolean;
}) {
  const { t } = useLingui();
  const { open, attestation, save } = useAttestation(application);
  if (!open) return null;
  return (
    <SectionCard
      className="gap-4"
      title={t`Attestation and Equivalency`}
      description={t`Each certificate the offer depends on, attested along its chain, then recognised by the UAE Ministry of Education.`}
    >
      <LoadingSection
        pending={attestation.isPending}
        failure={queryFailure(attestation, t`The tracker could not be loaded.`)}
        skeletonClassName="h-64 w-full"
      >
        {attestation.data ? (
          <AttestationTracker
            attestation={attestation.data}
            canSetDeadline={canSetDeadline}
            saving={save.isPending}
            onSave={(input) => save.mutate(input)}
          />
        ) : null}
      </LoadingSection>
    </SectionCard>
  );
}

/**
 * The student's expected first year in AED (docs/product.md §5.9), in both apps: each line with its
 * source; where the university has no fee lines on record, the list says so instead of guessing (the
 * admin team keeps them under Catalogue → Universities → Fees).
 */
export function CostsCard({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const costs = useQuery(trpc.journey.costs.queryOptions({ applicationId }));
  return (
    <SectionCard
      className="gap-4"
      title={t`First-Year Costs`}
      description={t`In AED, as the catalogue and the university state them.`}
    >
      <LoadingSection
        pending={costs.isPending}
        failure={queryFailure(costs, t`The costs could not be loaded.`)}
        skeletonClassName="h-24 w-full"
      >
        {costs.data ? <FirstYearCostsList costs={costs.data} /> : null}
      </LoadingSection>
    </SectionCard>
  );
}
