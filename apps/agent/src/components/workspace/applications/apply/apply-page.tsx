import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isClientError, PROGRAM_DETAIL_QUERY, useTRPC } from '@uniguide/client';
import { PageNotice } from '@uniguide/ui';
import { SearchXIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { CATALOGUE_TEXTS } from '../../../catalogue/catalogue-messages';
import { parseId } from '../../../catalogue/parse-id';
import { LoadFailed } from '../shared/load-state';
import { FormPageSkeleton } from '../shared/page-skeleton';
import { ApplyForm } from './apply-form';
import { ApplyHeader } from './apply-header';
import { BrowseProgramsButton } from '../../common/browse-programs-button';

function ProgramMissing() {
  const { t } = useLingui();
  return (
    <PageNotice
      icon={SearchXIcon}
      title={t(CATALOGUE_TEXTS.programNotFound)}
      action={<BrowseProgramsButton />}
    >
      {t(CATALOGUE_TEXTS.programNotFoundDescription)}
    </PageNotice>
  );
}

/** /apply/{programId} (docs/product.md §3): the program's header and summary around the application form. */
export function ApplyPage({
  programId,
  studentId,
}: {
  programId: string;
  /** ?studentId=…: the existing student to apply for. */
  studentId?: number;
}) {
  const { t } = useLingui();
  const id = parseId(programId);
  const trpc = useTRPC();
  const program = useQuery({
    ...trpc.program.byId.queryOptions({ id: id ?? 0 }, PROGRAM_DETAIL_QUERY),
    enabled: id !== undefined,
  });
  const data = program.data;
  usePageTitle(
    data
      ? t`Apply: ${data.name}`
      : program.isPending && id !== undefined
        ? t`Apply`
        : t(CATALOGUE_TEXTS.programNotFound),
    data
      ? t`Submit an application to ${data.name} at ${data.university.name} for a student.`
      : t`Submit an application to a UAE university program for a student.`,
  );

  // 404 (or an id the server refuses) is a missing program; anything else may pass on a retry.
  if (id === undefined || (program.isError && isClientError(program.error))) {
    return <ProgramMissing />;
  }
  if (program.isError) {
    return (
      <LoadFailed
        title={t`Could Not Load the Program`}
        error={program.error}
        fallback={t`There was a problem loading this program. Please try again later.`}
        onRetry={() => void program.refetch()}
      />
    );
  }
  if (!data) return <FormPageSkeleton label={t`Loading program…`} />;
  return (
    <div className="grid gap-8">
      <ApplyHeader program={data} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Keyed by program and student: another program's form starts afresh with its own first intake. */}
        <ApplyForm
          key={`${data.id}-${studentId ?? ''}`}
          program={data}
          initialStudentId={studentId}
        />
      </div>
    </div>
  );
}
