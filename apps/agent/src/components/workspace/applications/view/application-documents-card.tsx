import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { intakeStartDate } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DocumentChecklist,
  Skeleton,
  type PendingChecklistFile,
} from '@uniguide/ui';
import { DeleteDocumentButton } from '../edit/delete-document-button';
import { DocumentsList } from '../shared/documents-list';
import type { ApplicationDetail, ApplicationDocument } from '../shared/types';
import { ApplicationUpload } from './application-upload';
import { UploadOneButton } from '../upload/upload-one-button';
import { DocumentTypeSelect } from './document-type-select';
import { useOpenRequests } from './requests-card';

/** Submitting is still ahead: a draft, or an application the admissions team sent back. */
export function canStillSubmit(application: ApplicationDetail): boolean {
  return application.allowedStatuses.includes('submitted') && application.status !== 'submitted';
}

/** The live checklist of the application's required documents (application.checklist). */
export function useChecklist(applicationId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.application.checklist.queryOptions({ applicationId }));
}

/**
 * The application's documents: the live checklist (each required type's state, its files, the
 * submit gate while submitting is ahead), the other files, and the upload while documents may be
 * added. Unverified files can be retyped; removable ones have Remove.
 */
export function ApplicationDocumentsCard({
  application,
  beside = false,
  pending,
}: {
  application: ApplicationDetail;
  /** Beside the edit form, which has its own file picker and Remove buttons. */
  beside?: boolean;
  /** The files chosen in the edit form, not saved yet: they count, marked as such. */
  pending?: readonly PendingChecklistFile[];
}) {
  const { t } = useLingui();
  const checklist = useChecklist(application.id);
  // The open request for a rejected file (the requests card, on both pages) shows its reason.
  const requests = useOpenRequests(application.id);
  const reasonInRequest = new Set(
    (requests.data ?? [])
      .filter((request) => request.rejectedDocumentId !== null && request.note?.trim())
      .map((request) => request.rejectedDocumentId as number),
  );
  const byId = new Map(application.documents.map((document) => [document.id, document]));
  const listed = new Set(checklist.data?.items.flatMap((item) => item.documentIds) ?? []);
  const others = application.documents.filter((document) => !listed.has(document.id));
  const settled = checklist.data !== undefined || checklist.isError;
  const actions = (document: { id: number }) => {
    const full = byId.get(document.id);
    if (!full || !application.canAddDocuments) return null;
    return <DocumentActions application={application} document={full} removable={!beside} />;
  };
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Documents</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {checklist.data ? (
          <DocumentChecklist
            checklist={checklist.data}
            documents={application.documents}
            gate={canStillSubmit(application) ? 'submit' : undefined}
            pending={pending}
            documentActions={actions}
            reasonShownElsewhere={reasonInRequest}
          />
        ) : checklist.isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              The checklist could not be loaded; the documents on the application follow.
            </Trans>
          </p>
        ) : (
          <div className="grid gap-2" aria-label={t`Loading the checklist`}>
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {settled && others.length > 0 ? (
          <div className="grid gap-2">
            {listed.size > 0 ? (
              <h3 className="text-sm font-medium">
                <Trans>Other documents</Trans>
              </h3>
            ) : null}
            <DocumentsList
              label={listed.size > 0 ? t`Other documents` : t`Documents`}
              documents={others}
              intakeStart={intakeStartDate(application.intakeDate, new Date())}
              actions={actions}
            />
          </div>
        ) : null}
        {settled && application.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No documents uploaded yet.</Trans>
          </p>
        ) : null}
        {!beside && application.canAddDocuments ? (
          <ApplicationUpload applicationId={application.id} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A rejected document's Replace: the new file takes its place on the application, awaiting a check. */
export function ReplaceDocumentButton({
  applicationId,
  document,
  disabled,
}: {
  applicationId: number;
  document: Pick<ApplicationDocument, 'id' | 'documentType' | 'originalFilename'>;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <UploadOneButton
      target={{ applicationId, replacesDocumentId: document.id }}
      documentType={document.documentType}
      kind="replace"
      what={document.originalFilename}
      done={t`Document Replaced`}
      variant="outline"
      disabled={disabled}
    />
  );
}

function DocumentActions({
  application,
  document,
  removable,
}: {
  application: ApplicationDetail;
  document: ApplicationDocument;
  removable: boolean;
}) {
  return (
    <>
      {document.reviewStatus === 'rejected' ? (
        <ReplaceDocumentButton applicationId={application.id} document={document} />
      ) : null}
      {document.reviewStatus !== 'verified' ? <DocumentTypeSelect document={document} /> : null}
      {removable ? (
        <DeleteDocumentButton applicationId={application.id} document={document} />
      ) : null}
    </>
  );
}
