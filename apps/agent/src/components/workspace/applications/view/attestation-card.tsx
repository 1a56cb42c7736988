import { Trans, useLingui } from '@lingui/react/macro';
import { useAttestation, queryFailure } from '@uniguide/client';
import { AttestationTracker, LoadingSection, SectionCard } from '@uniguide/ui';
import type { ApplicationDetail } from '../shared/types';

/**
 * Attestation and equivalency (docs/product.md §5.9) on an application with an offer: the agent
 * keeps the certificates' chain, the Ministry of Education number and the undertaking; the deadline
 * is the admin team's.
 */
export function AttestationCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const { open, attestation, save } = useAttestation(application);
  if (!open) return null;
  return (
    <SectionCard
      className="gap-4"
      title={t`Attestation and Equivalency`}
      description={
        <Trans>
          Each certificate the offer depends on, attested along its chain, then recognised by the
          UAE Ministry of Education.
        </Trans>
      }
    >
      <LoadingSection
        pending={attestation.isPending}
        failure={queryFailure(attestation, t`The tracker could not be loaded.`)}
        skeletonClassName="h-64 w-full"
      >
        {attestation.data ? (
          <AttestationTracker
            attestation={attestation.data}
            canSetDeadline={false}
            saving={save.isPending}
            onSave={(input) => save.mutate(input)}
          />
        ) : null}
      </LoadingSection>
    </SectionCard>
  );
}
