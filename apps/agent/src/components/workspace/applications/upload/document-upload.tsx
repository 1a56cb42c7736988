import { MESSAGES, UPLOAD_HINT } from '@uniguide/domain';
import { Button, Progress, toast } from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { FilePicker } from '../form/file-picker';
import { sentence } from '../shared/sentence';
import type { PendingFile } from './file-checks';
import type { UploadTarget } from './upload-document';
import { describeFailures, uploadFiles } from './upload-files';

export interface DocumentUploadTexts {
  /** The file picker's label. */
  pickerLabel: string;
  /** The upload button's label while nothing is uploading. */
  buttonLabel: string;
  /** The success toast's description: one document, or `count` of them. */
  uploaded: (count: number) => string;
}

/**
 * Documents added outside the apply form (to an application, or to a student's file): one file at a
 * time with progress, files that did not arrive kept listed with their reason, `onUploaded` awaited
 * once anything arrived.
 */
export function DocumentUpload({
  target,
  onUploaded,
  texts,
}: {
  target: UploadTarget;
  onUploaded: () => Promise<unknown>;
  texts: DocumentUploadTexts;
}) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  const upload = async () => {
    if (busy || files.length === 0) return;
    setPercent(0);
    const outcome = await uploadFiles(target, files, setPercent);
    setPercent(null);
    setFiles(outcome.failed.map(({ item }) => item));
    setFileErrors(
      Object.fromEntries(
        outcome.failed.map(({ item, error }) => [item.key, sentence(error.message)]),
      ),
    );
    if (outcome.uploaded.length > 0) await onUploaded();
    if (outcome.failed.length > 0) {
      toast({
        title: MESSAGES.uploadFailed,
        description: describeFailures(outcome.failed),
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Documents Uploaded', description: texts.uploaded(outcome.uploaded.length) });
    }
  };

  return (
    <div className="grid gap-3">
      <FilePicker
        label={texts.pickerLabel}
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
            pending={busy}
            pendingLabel={`Uploading Documents (${percent}%)`}
            onClick={() => void upload()}
          >
            <UploadIcon aria-hidden="true" />
            {texts.buttonLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
