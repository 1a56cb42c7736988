import { useQueryClient } from '@tanstack/react-query';

import { MESSAGES, UPLOAD_HINT } from '@uniguide/domain';
import { Button, Progress, Spinner, toast } from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { FilePicker } from '../form/file-picker';
import { sentence } from '../shared/sentence';
import type { PendingFile } from '../upload/file-checks';
import { describeFailures, uploadFiles } from '../upload/upload-files';

/**
 * Adds documents to an application without its form (a locked one takes documents until a
 * decision, docs/product.md §5.2): one file at a time with progress, failures kept with their reason.
 */
export function ApplicationUpload({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const upload = async () => {
    if (busy || files.length === 0) return;
    setPercent(0);
    const outcome = await uploadFiles({ applicationId }, files, setPercent);
    setPercent(null);
    setFiles(outcome.failed.map(({ item }) => item));
    setFileErrors(
      Object.fromEntries(
        outcome.failed.map(({ item, error }) => [item.key, sentence(error.message)]),
      ),
    );
    if (outcome.uploaded.length > 0) {
      // The application, its checklist, its requests and every list counting its documents.
      await queryClient.invalidateQueries();
    }
    if (outcome.failed.length > 0) {
      toast({
        title: MESSAGES.uploadFailed,
        description: describeFailures(outcome.failed),
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Documents Uploaded',
        description:
          outcome.uploaded.length === 1
            ? 'The document was added to the application.'
            : `${outcome.uploaded.length} documents were added to the application.`,
      });
    }
  };

  return (
    <div className="grid gap-3">
      <FilePicker
        label="Add Documents"
        description={UPLOAD_HINT}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFileErrors({});
        }}
        disabled={busy}
        fileErrors={fileErrors}
      />
      {percent !== null ? <Progress value={percent} aria-label="Uploading documents" /> : null}
      {files.length > 0 || busy ? (
        <div className="flex justify-end">
          <Button
            type="button"
            className="w-full sm:w-auto"
            disabled={busy}
            onClick={() => void upload()}
          >
            {busy ? <Spinner aria-hidden="true" label="" /> : <UploadIcon aria-hidden="true" />}
            {busy ? `Uploading Documents (${percent}%)` : 'Upload Documents'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
