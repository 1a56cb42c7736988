import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLongDate, useTRPC } from '@uniguide/client';
import {
  DOCUMENT_TYPE_LABELS,
  MAX_PAGE_SIZE,
  MESSAGES,
  type DocumentRequest,
} from '@uniguide/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@uniguide/ui';
import { ClipboardListIcon, UploadIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { sentence } from '../shared/sentence';
import { UPLOAD_ACCEPT, uploadProblem } from '../upload/file-checks';
import { uploadDocument, UploadError } from '../upload/upload-document';

/** What the admissions team asked for: the document type, or their description of it. */
export function requestTitle(request: Pick<DocumentRequest, 'documentType' | 'description'>) {
  if (request.documentType && request.description) {
    return `${DOCUMENT_TYPE_LABELS[request.documentType]}: ${request.description}`;
  }
  if (request.documentType) return DOCUMENT_TYPE_LABELS[request.documentType];
  return request.description ?? 'A document';
}

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

function AnswerButton({
  applicationId,
  request,
  disabled,
}: {
  applicationId: number;
  request: DocumentRequest;
  disabled: boolean;
}) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const title = requestTitle(request);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      toast({ title: MESSAGES.uploadFailed, description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await uploadDocument({
        target: { applicationId, requestId: request.id },
        file,
        // A request in words ("Bank statement") is answered as Other: a file name's keywords could
        // file it under a required type it is not.
        documentType: request.documentType ?? 'other',
      });
      toast({ title: 'Document Sent', description: `${file.name} answers “${title}”.` });
      await queryClient.invalidateQueries();
    } catch (error) {
      toast({
        title: MESSAGES.uploadFailed,
        description: sentence(error instanceof UploadError ? error.message : String(error)),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shrink-0">
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="peer sr-only"
        disabled={disabled || busy}
        onChange={(event) => void pick(event)}
        aria-label={`Upload ${title}`}
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md bg-primary px-3 text-sm font-medium whitespace-nowrap text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        <UploadIcon aria-hidden="true" className="size-4" />
        {busy ? 'Uploading…' : 'Upload'}
      </label>
    </div>
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
  const requests = useOpenRequests(applicationId);
  const open = requests.data ?? [];
  if (open.length === 0) return null;
  return (
    <Card className="gap-4 border-warning/40 bg-warning/5">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <ClipboardListIcon aria-hidden="true" className="size-5 text-warning" />
            Documents requested
          </h2>
        </CardTitle>
        <CardDescription>
          The admissions team needs {open.length === 1 ? 'this document' : 'these documents'} to
          continue.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="@container grid gap-3" aria-label="Open requests">
          {open.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-3 rounded-md border bg-card p-3 @sm:flex-row @sm:items-start @sm:justify-between"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-medium break-words">{requestTitle(request)}</p>
                {request.note ? (
                  <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
                    {request.note}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  Requested {formatLongDate(request.createdAt)}
                </p>
              </div>
              {canUpload ? (
                <AnswerButton applicationId={applicationId} request={request} disabled={false} />
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
