import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@uniguide/domain';
import { AttestationSection, CostsSection } from '@uniguide/ui';
import { queryFailure } from './errors';
import { useAttestation } from './journey';
import { useTRPC } from './trpc';

/**
 * Attestation and equivalency (docs/product.md §5.9) of an application with an offer, read and saved
 * through the API, in both apps: the agent keeps the certificates' chain, the Ministry of Education
 * number and the undertaking; the equivalency deadline is the admin team's (`canSetDeadline`; empty:
 * the end of the intake's first semester).
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
    <AttestationSection
      pending={attestation.isPending}
      failure={queryFailure(attestation, t`The tracker could not be loaded.`)}
      attestation={attestation.data}
      canSetDeadline={canSetDeadline}
      saving={save.isPending}
      onSave={(input) => save.mutate(input)}
    />
  );
}

/**
 * The student's expected first year in AED (docs/product.md §5.9), read through the API, in both apps
 * (the admin team keeps the university's fee lines under Catalogue → Universities → Fees).
 */
export function CostsCard({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const costs = useQuery(trpc.journey.costs.queryOptions({ applicationId }));
  return (
    <CostsSection
      pending={costs.isPending}
      failure={queryFailure(costs, t`The costs could not be loaded.`)}
      costs={costs.data}
    />
  );
}
