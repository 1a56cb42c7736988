import { useLingui } from '@lingui/react/macro';
import type { AttestationView, FirstYearCosts, SetAttestationInput } from '@uniguide/domain';
import { AttestationTracker } from './attestation-tracker';
import { FirstYearCostsList } from './first-year-costs';
import { LoadingSection } from './loading-section';
import { SectionCard } from './section-card';

/**
 * Attestation and equivalency (docs/product.md §5.9) as both apps show it on an application with an
 * offer: the tracker while it loads, fails or is there. Who may set the equivalency deadline is the
 * caller's (`canSetDeadline`: the admin team).
 */
export function AttestationSection({
  pending,
  failure,
  attestation,
  canSetDeadline,
  saving,
  onSave,
}: {
  pending: boolean;
  failure: string | null;
  attestation: AttestationView | undefined;
  canSetDeadline: boolean;
  saving: boolean;
  onSave: (input: SetAttestationInput) => void;
}) {
  const { t } = useLingui();
  return (
    <SectionCard
      className="gap-4"
      title={t`Attestation and Equivalency`}
      description={t`Each certificate the offer depends on, attested along its chain, then recognised by the UAE Ministry of Education.`}
    >
      <LoadingSection pending={pending} failure={failure} skeletonClassName="h-64 w-full">
        {attestation ? (
          <AttestationTracker
            attestation={attestation}
            canSetDeadline={canSetDeadline}
            saving={saving}
            onSave={onSave}
          />
        ) : null}
      </LoadingSection>
    </SectionCard>
  );
}

/**
 * The student's expected first year in AED (docs/product.md §5.9) as both apps show it: each line with
 * its source; where the university has no fee lines on record, the list says so instead of guessing.
 */
export function CostsSection({
  pending,
  failure,
  costs,
}: {
  pending: boolean;
  failure: string | null;
  costs: FirstYearCosts | undefined;
}) {
  const { t } = useLingui();
  return (
    <SectionCard
      className="gap-4"
      title={t`First-Year Costs`}
      description={t`In AED, as the catalogue and the university state them.`}
    >
      <LoadingSection pending={pending} failure={failure} skeletonClassName="h-24 w-full">
        {costs ? <FirstYearCostsList costs={costs} /> : null}
      </LoadingSection>
    </SectionCard>
  );
}
