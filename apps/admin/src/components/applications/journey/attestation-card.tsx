import { useLingui } from '@lingui/react/macro';
import { useAttestation, queryFailure } from '@uniguide/client';
import { AttestationTracker, LoadingSection, SectionCard } from '@uniguide/ui';
import type { ApplicationDetail } from '../../../lib/api-types';

/**
 * Attestation and equivalency (docs/product.md §5.9): the agent's tracker, with the equivalency
 * deadline the admin team sets (empty: the end of the intake's first semester).
 */
export function AttestationCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const { open, attestation, save } = useAttestation(application);
  if (!open) return null;
  return (
    <SectionCard
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
            canSetDeadline
            saving={save.isPending}
            onSave={(input) => save.mutate(input)}
          />
        ) : null}
      </LoadingSection>
    </SectionCard>
  );
}
