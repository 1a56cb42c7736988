import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDateFormatters, useTRPC } from '@uniguide/client';
import { MAX_PAGE_SIZE, type DocumentRequest } from '@uniguide/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useRequestTitle,
} from '@uniguide/ui';
import { ClipboardListIcon } from 'lucide-react';
import { UploadOneButton } from '../upload/upload-one-button';

/**
 * The application's open requests, oldest first (application.openRequests for this application):
 * the server filters them, so none hides on a later page of every request ever made.
 */
export function useOpenRequests(applicationId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.application.openRequests.queryOptions({ applicationId, pageSize: MAX_PAGE_SIZE }),
    select: (page) => page.items,
  });
}

/** A request's own upload: Replace for a rejected document, Upload for anything else. */
export function AnswerButton({
  request,
  disabled = false,
}: {
  request: Pick<
    DocumentRequest,
    'id' | 'applicationId' | 'documentType' | 'description' | 'rejectedDocumentId'
  >;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const requestTitle = useRequestTitle();
  const replacing = request.rejectedDocumentId !== null;
  return (
    <UploadOneButton
      target={{ applicationId: request.applicationId, requestId: request.id }}
      // A request in words ("Bank statement") is answered as Other: a file name's keywords could
      // file it under a required type it is not.
      documentType={request.documentType ?? 'other'}
      kind={replacing ? 'replace' : 'upload'}
      what={requestTitle({ ...request, rejected: replacing })}
      done={replacing ? t`Document Replaced` : t`Document Sent`}
      disabled={disabled}
    />
  );
}

/**
 * The documents the admissions team asked for (docs/decisions/024-application-conversation.md),
 * first on the application page: each with the team's note and its own upload, which answers it.
 */
export function RequestsCard({
  applicationId,
  canUpload,
}: {
  applicationId: number;
  canUpload: boolean;
}) {
  const { t } = useLingui();
  const requestTitle = useRequestTitle();
  const dates = useDateFormatters();
  const requests = useOpenRequests(applicationId);
  const open = requests.data ?? [];
  if (open.length === 0) return null;
  return (
    <Card className="gap-4 border-warning/40 bg-warning/5">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ClipboardListIcon aria-hidden="true" className="size-5 text-warning" />
            <Trans>Documents requested</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {open.length === 1
            ? t`The admissions team needs this document to continue.`
            : t`The admissions team needs these documents to continue.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="@container grid gap-3" aria-label={t`Open requests`}>
          {open.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-3 rounded-md border bg-card p-3 @sm:flex-row @sm:items-start @sm:justify-between"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">
                  {requestTitle({ ...request, rejected: request.rejectedDocumentId !== null })}
                </p>
                {request.note ? (
                  <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
                    {request.rejectedDocumentId !== null
                      ? t`Reason: ${request.note}`
                      : request.note}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {request.rejectedDocumentId !== null
                    ? t`Rejected ${dates.longDate(request.createdAt)}`
                    : t`Requested ${dates.longDate(request.createdAt)}`}
                </p>
              </div>
              {canUpload ? <AnswerButton request={request} /> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
