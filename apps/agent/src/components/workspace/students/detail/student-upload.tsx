import { MESSAGES, UPLOAD_HINT } from '@uniguide/domain';
import { Button, Progress, Spinner, toast } from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { FilePicker } from '../../applications/form/file-picker';
import { sentence } from '../../applications/shared/sentence';
import type { PendingFile } from '../../applications/upload/file-checks';
import { describeFailures, uploadFiles } from '../../applications/upload/upload-files';
import { useRefreshStudent } from './use-refresh-student';

/**
 * Uploads to the student's file alone (POST /api/students/{id}/documents), one file at a time with
 * progress as on the apply form. Files that did not arrive stay listed with their reason.
 */
export function StudentUpload({ studentId }: { studentId: number }) {
  const refresh = useRefreshStudent();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const upload = async () => {
    if (busy || files.length === 0) return;
    setPercent(0);
    const outcome = await uploadFiles({ studentId }, files, setPercent);
    setPercent(null);
    setFiles(outcome.failed.map(({ item }) => item));
    setFileErrors(
      Object.fromEntries(
        outcome.failed.map(({ item, error }) => [item.key, sentence(error.message)]),
      ),
    );
    if (outcome.uploaded.length > 0) await refresh();
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
            ? 'The document is on the student’s file.'
            : `${outcome.uploaded.length} documents are on the student’s file.`,
      });
    }
  };

  return (
    <div className="grid gap-3">
      <FilePicker
        label="Add to File"
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
            {busy ? `Uploading Documents (${percent}%)` : 'Upload to File'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
