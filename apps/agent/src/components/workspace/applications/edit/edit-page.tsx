import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApplicationLoader } from '../shared/application-loader';
import { ApplicationSummaryCard } from '../shared/application-summary-card';
import { ReviewNotes } from '../shared/review-notes';
import { StatusHistory } from '../shared/status-history';
import { studentName } from '../shared/student-name';
import { ApplicationDocumentsCard } from '../view/application-documents-card';
import { ApplicationView, BackToApplications } from '../view/application-view-page';
import { MessagesCard } from '../view/conversation-cards';
import { RequestsCard } from '../view/requests-card';
import type { ApplicationDetail } from '../shared/types';
import type { PendingFile } from '../upload/file-checks';
import { EditForm } from './edit-form';

/** The form and the application's sidebar, whose checklist counts the files chosen in the form. */
function EditLayout({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<readonly PendingFile[]>([]);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {/* Keyed by id and lock state: a form built for an editable application re-forms when it locks. */}
      <EditForm
        key={`${application.id}-${application.canEdit}`}
        application={application}
        onPendingFilesChange={setPending}
      />
      <aside aria-label={t`Application summary`} className="grid content-start gap-6">
        <ApplicationDocumentsCard
          application={application}
          beside
          pending={pending.map((item) => ({
            key: item.key,
            name: item.file.name,
            documentType: item.documentType,
          }))}
        />
        <MessagesCard applicationId={application.id} />
        <ApplicationSummaryCard application={application} />
        <ReviewNotes application={application} />
        <StatusHistory entries={application.statusHistory} />
      </aside>
    </div>
  );
}

/**
 * /dashboard/applications/{id}/edit (docs/product.md §3): the form, with the application's sidebar. A
 * locked application (docs/product.md §5.2) opens read-only instead: its status, documents and fields.
 */
export function EditApplicationPage({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  return (
    <ApplicationLoader
      applicationId={applicationId}
      pageTitle={t`Edit Application`}
      redirectTo={`/dashboard/applications/${applicationId}/edit`}
    >
      {(application) =>
        !application.canEdit ? (
          <ApplicationView application={application} />
        ) : (
          <div className="grid gap-6">
            <BackToApplications />
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                <Trans>Edit Application</Trans>
              </h1>
              <p className="text-muted-foreground break-words">
                <bdi>{studentName(application)}</bdi> · <bdi>{application.program.name}</bdi>
              </p>
            </div>
            <RequestsCard applicationId={application.id} canUpload={application.canAddDocuments} />
            <EditLayout application={application} />
          </div>
        )
      }
    </ApplicationLoader>
  );
}
