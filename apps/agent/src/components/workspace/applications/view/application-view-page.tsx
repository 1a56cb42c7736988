import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, StatusBadge } from '@uniguide/ui';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { LockedNotice } from '../edit/edit-notices';
import { ApplicationLoader } from '../shared/application-loader';
import { ApplicationSummaryCard } from '../shared/application-summary-card';
import { ReviewNotes } from '../shared/review-notes';
import { StatusHistory } from '../shared/status-history';
import { studentName } from '../shared/student-name';
import type { ApplicationDetail } from '../shared/types';
import { ApplicationDetails } from './application-details';
import { ApplicationDocumentsCard } from './application-documents-card';
import { MessagesCard, UniversityCard } from './conversation-cards';
import { JourneyCard } from './journey-card';
import { VisaChecklistCard } from './visa-checklist-card';
import { RequestsCard } from './requests-card';
import { AttestationCard, CostsCard } from '@uniguide/client';

/** The way back to the list above an application's heading, here and on the edit page. */
export function BackToApplications() {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ms-2">
        <Link to="/dashboard/applications">
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to Applications</Trans>
        </Link>
      </Button>
    </div>
  );
}

/**
 * The application read-only (docs/product.md §3): status first, then its documents, then every field.
 * A locked application's edit route shows this too, so no page of greyed-out fields is ever shown.
 */
export function ApplicationView({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <BackToApplications />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">
              <bdi>{studentName(application)}</bdi>
            </h1>
            <StatusBadge status={application.status} />
          </div>
          <p className="text-muted-foreground">
            <Trans>
              Application #{application.id} · <bdi>{application.program.name}</bdi>,{' '}
              <bdi>{application.program.universityName}</bdi>
            </Trans>
          </p>
        </div>
        {application.canEdit ? (
          <Button asChild className="w-full sm:w-auto">
            <Link
              to="/dashboard/applications/$applicationId/edit"
              params={{ applicationId: String(application.id) }}
            >
              <PencilIcon aria-hidden="true" />
              <Trans>Edit Application</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
      <LockedNotice application={application} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Below lg this wrapper dissolves: phones read documents, then status and history, then the fields. */}
        <div className="contents lg:grid lg:content-start lg:gap-6">
          <JourneyCard application={application} />
          <AttestationCard application={application} canSetDeadline={false} />
          <VisaChecklistCard application={application} />
          <RequestsCard applicationId={application.id} canUpload={application.canAddDocuments} />
          <UniversityCard application={application} />
          <ApplicationDocumentsCard application={application} />
          <MessagesCard applicationId={application.id} />
          <div className="order-2 lg:order-none">
            <ApplicationDetails application={application} />
          </div>
        </div>
        <aside
          aria-label={t`Application summary`}
          className="order-1 grid content-start gap-6 lg:order-none"
        >
          <ApplicationSummaryCard application={application} />
          <CostsCard applicationId={application.id} />
          <ReviewNotes application={application} />
          <StatusHistory entries={application.statusHistory} />
        </aside>
      </div>
    </div>
  );
}

/** /dashboard/applications/{id}: the View action of the list (docs/product.md §3), read-only. */
export function ApplicationViewPage({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  return (
    <ApplicationLoader
      applicationId={applicationId}
      pageTitle={t`Application`}
      redirectTo={`/dashboard/applications/${applicationId}`}
    >
      {(application) => <ApplicationView application={application} />}
    </ApplicationLoader>
  );
}
