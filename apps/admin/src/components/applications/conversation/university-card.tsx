import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageThread, useResumableUploads, useTRPC } from '@uniguide/client';
import { UNIVERSITY_DOCUMENT_TYPES, type UniversityDocumentType } from '@uniguide/domain';
import {
  Button,
  clockFor,
  DecisionClockLine,
  Input,
  Label,
  OptionSelect,
  Pagination,
  SectionCard,
  toast,
  UNIVERSITY_DOCUMENT_TYPE_MESSAGES,
  UniversityDocumentsList,
  UploadProgressList,
} from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ApplicationDetail } from '../../../lib/api-types';

/**
 * An admin attaches what the university sent; the owning agent sees and downloads it. The file goes
 * up resumably (docs/decisions/038-resumable-uploads.md), its row showing progress with
 * Pause/Resume, and Retry with the reason when it failed.
 */
function UniversityUpload({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [type, setType] = useState<UniversityDocumentType>('offer-letter');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useResumableUploads<{ originalFilename: string }>();

  const arrived = async (name: string) => {
    toast({ title: t`Document Added`, description: t`${name} is now visible to the agent.` });
    setFile(null);
    uploads.clear();
    if (input.current) input.current.value = '';
    await queryClient.invalidateQueries();
  };

  const upload = async () => {
    if (!file || busy) return;
    setBusy(true);
    const outcome = await uploads.run([
      {
        key: 'university-document',
        file,
        metadata: {
          kind: 'university',
          applicationId: String(applicationId),
          universityDocumentType: type,
        },
      },
    ]);
    setBusy(false);
    const failed = outcome.failed[0];
    if (failed) {
      toast({ title: t`Upload Failed`, description: failed.error.message, variant: 'destructive' });
      return;
    }
    await arrived(file.name);
  };

  const retry = async (key: string) => {
    setBusy(true);
    const stored = await uploads.retry(key)?.catch(() => undefined);
    setBusy(false);
    if (stored) await arrived(stored.originalFilename);
  };

  return (
    <div className="grid gap-2">
      <form
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
        aria-label={t`Add a document from the university`}
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="university-document-type">
            <Trans>Kind</Trans>
          </Label>
          <OptionSelect
            id="university-document-type"
            value={type}
            onValueChange={setType}
            options={UNIVERSITY_DOCUMENT_TYPES.map((known) => ({
              value: known,
              label: t(UNIVERSITY_DOCUMENT_TYPE_MESSAGES[known]),
            }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="university-document-file">
            <Trans>File</Trans>
          </Label>
          <Input
            ref={input}
            id="university-document-file"
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.gif"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              uploads.clear();
            }}
            disabled={busy}
          />
        </div>
        <Button type="submit" pending={busy} pendingLabel={t`Upload`} disabled={!file}>
          <UploadIcon aria-hidden="true" />
          <Trans>Upload</Trans>
        </Button>
      </form>
      <UploadProgressList {...uploads.progressRows(retry)} />
    </div>
  );
}

/** Documents from the university shown a page at a time, newest first. */
const UNIVERSITY_DOCUMENTS_PAGE_SIZE = 10;

/** Decision clock and the documents from the university (docs/decisions/024-application-conversation.md). */
export function UniversityCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const program = useQuery({
    ...trpc.program.byId.queryOptions({ id: application.programId }),
    enabled: application.status === 'submitted-to-university',
  });
  const [page, setPage] = useState(1);
  const documents = useQuery({
    ...trpc.application.universityDocuments.queryOptions({
      applicationId: application.id,
      page,
      pageSize: UNIVERSITY_DOCUMENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const clock = clockFor(
    application.status,
    application.submittedToUniversityDate,
    program.data?.turnaround?.medianDays,
  );
  return (
    <SectionCard title={t`From the University`}>
      <div className="grid gap-4">
        <DecisionClockLine clock={clock} />
        <UniversityDocumentsList documents={documents.data?.items ?? []} />
        <Pagination
          page={page}
          totalPages={Math.ceil((documents.data?.total ?? 0) / UNIVERSITY_DOCUMENTS_PAGE_SIZE)}
          onPageChange={setPage}
        />
        <UniversityUpload applicationId={application.id} />
      </div>
    </SectionCard>
  );
}

/** The thread with the application's agent. */
export function MessagesCard({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Messages`}>
      <MessageThread applicationId={applicationId} side="admin" />
    </SectionCard>
  );
}
