import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCountryName, useTRPC, queryFailure } from '@uniguide/client';
import { hasJourney } from '@uniguide/domain';
import { VisaChecklistItems, LoadingSection, SectionCard } from '@uniguide/ui';
import type { ApplicationDetail } from '../shared/types';

/**
 * The student's nationality checklist (docs/product.md §5.9) on an application with an offer, each
 * item with the state of the application's documents of its type.
 */
export function VisaChecklistCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const open = hasJourney(application.status);
  const checklist = useQuery({
    ...trpc.visa.application.queryOptions({ applicationId: application.id }),
    enabled: open,
  });
  const data = checklist.data;
  const country = useCountryName(data?.country);
  if (!open) return null;
  return (
    <SectionCard
      className="gap-4"
      title={t`Visa Checklist`}
      description={
        <>
          {data?.country ? (
            <Trans>
              What a student from <bdi>{country}</bdi> prepares for the visa and the attestation of
              certificates.
            </Trans>
          ) : (
            <Trans>
              The nationality &quot;<bdi>{application.studentNationality}</bdi>&quot; names no
              country we know, so the default checklist applies.
            </Trans>
          )}{' '}
          <Link
            to="/dashboard/visa-checklist"
            search={data?.country ? { country: data.country } : {}}
            className="underline underline-offset-4"
          >
            <Trans>Printable list</Trans>
          </Link>
        </>
      }
    >
      <LoadingSection
        pending={checklist.isPending}
        failure={queryFailure(checklist, t`The visa checklist could not be loaded.`)}
        skeletonClassName="h-40 w-full"
      />
      {data ? <VisaChecklistItems items={data.items} /> : null}
    </SectionCard>
  );
}
