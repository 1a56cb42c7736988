import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  APPLICATION_QUERY,
  AttestationCard,
  CostsCard,
  errorStatus,
  useTRPC,
} from '@uniguide/client';
import { Button, Skeleton, StatusBadge } from '@uniguide/ui';
import { ArrowLeftIcon, ArrowRightLeftIcon } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadFailed } from '../../common/load-failed';
import { ConsolePage } from '../../common/page-header';
import { studentName } from '../applications-table';
import { ChangeStatusDialog } from '../change-status/change-status-dialog';
import {
  AgentSection,
  EducationSection,
  ProgramSection,
  ReviewSection,
  StudentSection,
} from './application-sections';
import { ChecklistCard } from '../conversation/checklist-card';
import { RequestsCard } from '../conversation/requests-card';
import { MessagesCard, UniversityCard } from '../conversation/university-card';
import { DocumentsCard } from './documents-card';
import { DuplicateNotice } from './duplicate-notice';
import { JourneyCard } from '../journey/journey-card';
import { HistoryTimeline } from './history-timeline';
import { CONSOLE_TEXTS } from '../../common/console-texts';

function BackToList() {
  return (
    <Link
      to="/applications"
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <Trans>Applications</Trans>
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading application…</Trans>
      </span>
      <div className="grid gap-4 lg:col-span-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t(CONSOLE_TEXTS.applicationNotFound)} breadcrumb={<BackToList />}>
      <p className="text-muted-foreground">
        <Trans>
          This application does not exist. It may have been removed, or the address is mistyped.
        </Trans>
      </p>
    </ConsolePage>
  );
}

/** /applications/$applicationId: every field, the documents, the history, and Change Status. */
export function ApplicationDetailPage({ applicationId }: { applicationId: number | null }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.admin.application.byId.queryOptions({ id: applicationId ?? 0 }, APPLICATION_QUERY),
    enabled: applicationId !== null,
  });
  const application = query.data;
  usePageTitle(
    application ? t`Application #${applicationId}` : t`Application`,
    t`One application with its documents and status history.`,
  );

  if (applicationId === null) return <NotFound />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <NotFound />;
    return (
      <ConsolePage title={t`Application`} breadcrumb={<BackToList />}>
        <LoadFailed
          title={t`The application could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </ConsolePage>
    );
  }

  if (!application) {
    return (
      <ConsolePage title={t`Application #${applicationId}`} breadcrumb={<BackToList />}>
        <DetailSkeleton />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      breadcrumb={<BackToList />}
      title={
        <span className="flex flex-wrap items-center gap-3">
          <Trans>Application #{applicationId}</Trans>
          <StatusBadge status={application.status} className="text-sm" />
        </span>
      }
      description={<bdi>{`${studentName(application)} · ${application.program.name}`}</bdi>}
      actions={
        <ChangeStatusDialog
          application={application}
          trigger={
            <Button>
              <ArrowRightLeftIcon aria-hidden="true" />
              <Trans>Change Status</Trans>
            </Button>
          }
        />
      }
    >
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <DuplicateNotice duplicates={application.duplicates} />
          <JourneyCard application={application} />
          <AttestationCard application={application} canSetDeadline />
          <ChecklistCard application={application} />
          <RequestsCard application={application} />
          <UniversityCard application={application} />
          <MessagesCard applicationId={application.id} />
          <StudentSection application={application} />
          <EducationSection application={application} />
          <ProgramSection application={application} />
          <DocumentsCard documents={application.documents} />
        </div>
        <div className="grid gap-4">
          <ReviewSection application={application} />
          <AgentSection application={application} />
          <CostsCard applicationId={application.id} />
          <HistoryTimeline entries={application.statusHistory} />
        </div>
      </div>
    </ConsolePage>
  );
}
