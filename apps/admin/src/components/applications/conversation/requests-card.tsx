import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { errorMessage, useDateFormatters, useTRPC } from '@uniguide/client';
import { DOCUMENT_TYPES, type DocumentRequest, type DocumentType } from '@uniguide/domain';
import {
  Badge,
  Button,
  DOCUMENT_TYPE_MESSAGES,
  FormField,
  Input,
  OptionSelect,
  Pagination,
  SectionCard,
  Textarea,
  toast,
} from '@uniguide/ui';
import { ClipboardPlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { ApplicationDetail } from '../../../lib/api-types';
import { FormDialog } from '../../common/form-dialog';

const SOMETHING_ELSE = 'something-else';

function requestTitle(
  request: Pick<DocumentRequest, 'documentType' | 'description'>,
  typeLabel: (type: DocumentType) => string,
) {
  const type = request.documentType ? typeLabel(request.documentType) : null;
  if (type && request.description) return `${type}: ${request.description}`;
  return type ?? request.description ?? null;
}

const STATUS_TONE = { open: 'warning', resolved: 'success', cancelled: 'neutral' } as const;
const STATUS_LABEL = {
  open: msg`Open`,
  resolved: msg`Received`,
  cancelled: msg`Cancelled`,
} as const;

/** What the checklist still lacks, most needed first: missing, then rejected or expired. */
function firstNeeded(
  items: readonly { documentType: DocumentType; state: string }[] | undefined,
): DocumentType | undefined {
  return (
    items?.find((item) => item.state === 'missing') ??
    items?.find((item) => item.state === 'rejected' || item.state === 'expired')
  )?.documentType;
}

/**
 * Ask the agent for a required type or anything described in words, with a note. The document
 * picked at first is the one the checklist still lacks ("Something else" only when nothing is).
 */
function RequestDocumentsDialog({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const checklist = useQuery(
    trpc.application.checklist.queryOptions({ applicationId: application.id }),
  );
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<DocumentType | typeof SOMETHING_ELSE>(SOMETHING_ELSE);
  const [description, setDescription] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const request = useMutation(
    trpc.admin.document.request.mutationOptions({
      onSuccess: async () => {
        toast({
          title: t`Documents Requested`,
          description: t`The agent was told, and the application is now incomplete.`,
        });
        setOpen(false);
        setDescription('');
        setNote('');
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The documents could not be requested.`),
          variant: 'destructive',
        }),
    }),
  );
  const finished = ['approved', 'rejected', 'completed', 'draft'].includes(application.status);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          setType(firstNeeded(checklist.data?.items) ?? SOMETHING_ELSE);
          setProblem(undefined);
          setOpen(true);
        }}
        disabled={finished}
      >
        <ClipboardPlusIcon aria-hidden="true" />
        <Trans>Request Documents</Trans>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Request Documents`}
        description={t`The agent sees the request at the top of the application and on their dashboard; the application moves to incomplete.`}
        pending={request.isPending}
        submitLabel={t`Send Request`}
        onSubmit={(event) => {
          event.preventDefault();
          const text = description.trim();
          if (type === SOMETHING_ELSE && text === '') {
            setProblem(t`Name a document type or describe the document`);
            return;
          }
          request.mutate({
            applicationId: application.id,
            items: [
              {
                ...(type !== SOMETHING_ELSE ? { documentType: type } : {}),
                ...(text ? { description: text } : {}),
              },
            ],
            ...(note.trim() ? { note: note.trim() } : {}),
          });
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor="request-type" className="text-sm font-medium">
            <Trans>Document</Trans>
          </label>
          <OptionSelect
            id="request-type"
            value={type}
            onValueChange={setType}
            options={[
              { value: SOMETHING_ELSE, label: <Trans>Something else (describe it)</Trans> },
              ...DOCUMENT_TYPES.map((known) => ({
                value: known,
                label: t(DOCUMENT_TYPE_MESSAGES[known]),
              })),
            ]}
          />
        </div>
        <FormField
          id="request-description"
          label={type === SOMETHING_ELSE ? t`Description` : t`Description (optional)`}
          error={problem}
        >
          <Input
            value={description}
            maxLength={300}
            placeholder={t`e.g. Bank statement`}
            onChange={(event) => {
              setDescription(event.target.value);
              setProblem(undefined);
            }}
          />
        </FormField>
        <FormField id="request-note" label={t`Note to the agent (optional)`}>
          <Textarea
            rows={3}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      </FormDialog>
    </>
  );
}

/**
 * The rejected files whose reason the Required Documents card shows on the file itself: a request
 * to replace one of them points there instead of repeating the reason, so it shows once.
 */
function useReasonsOnChecklist(application: ApplicationDetail): Map<number, string> {
  const trpc = useTRPC();
  const checklist = useQuery(
    trpc.application.checklist.queryOptions({ applicationId: application.id }),
  );
  const listed = new Set(checklist.data?.items.flatMap((item) => item.documentIds) ?? []);
  return new Map(
    application.documents
      .filter(
        (document) =>
          listed.has(document.id) &&
          document.reviewStatus === 'rejected' &&
          document.reviewReason?.trim(),
      )
      .map((document) => [document.id, document.originalFilename]),
  );
}

/** Requests shown a page at a time, newest first. */
const REQUESTS_PAGE_SIZE = 10;

/** The requests made on the application: open ones first in the agent's eyes, and their answers. */
export function RequestsCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const requests = useQuery({
    ...trpc.application.requests.queryOptions({
      applicationId: application.id,
      page,
      pageSize: REQUESTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation(
    trpc.admin.document.cancelRequest.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The request could not be cancelled.`),
          variant: 'destructive',
        }),
    }),
  );
  const reasonsOnChecklist = useReasonsOnChecklist(application);
  const items = requests.data?.items ?? [];
  const totalPages = Math.ceil((requests.data?.total ?? 0) / REQUESTS_PAGE_SIZE);
  return (
    <SectionCard
      title={t`Document Requests`}
      action={<RequestDocumentsDialog application={application} />}
    >
      {requests.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading the requests…</Trans>
        </p>
      ) : requests.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(requests.error, t`The requests could not be loaded.`)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No documents requested.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Document requests`}>
          {items.map((request) => (
            <li key={request.id} className="grid gap-1 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words">
                  {requestTitle(request, (type) => t(DOCUMENT_TYPE_MESSAGES[type])) ??
                    t`A document`}
                </span>
                <Badge variant={STATUS_TONE[request.status]}>
                  {t(STATUS_LABEL[request.status])}
                </Badge>
              </div>
              {request.rejectedDocumentId !== null &&
              reasonsOnChecklist.has(request.rejectedDocumentId) ? (
                <p className="break-words text-muted-foreground">
                  <Trans>
                    A replacement for the rejected{' '}
                    <bdi>{reasonsOnChecklist.get(request.rejectedDocumentId)}</bdi>; the reason is
                    on the file under Required Documents.
                  </Trans>
                </p>
              ) : request.note ? (
                <p className="whitespace-pre-line break-words text-muted-foreground">
                  {request.note}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  <Trans>Asked {dates.longDate(request.createdAt)}</Trans>
                </span>
                {request.status === 'open' ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate({ id: request.id })}
                  >
                    <Trans>Cancel request</Trans>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </SectionCard>
  );
}
