import { useLingui } from '@lingui/react/macro';
import { useResumableUploads } from '@uniguide/client';
import type { DocumentMeta } from '@uniguide/domain';
import { Button, toast, UPLOAD_HINT_MESSAGE, UploadProgressList } from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { FilePicker } from '../form/file-picker';
import type { PendingFile } from './file-checks';
import { describeFailures } from './upload-files';
import { uploadJobs, type UploadTarget } from './upload-target';

export interface DocumentUploadTexts {
  /** The file picker's label. */
  pickerLabel: string;
  /** The upload button's label while nothing is uploading. */
  buttonLabel: string;
  /** The success toast's description: one document, or `count` of them. */
  uploaded: (count: number) => string;
}

/**
 * Documents added outside the apply form (to an application, or to a student's file): resumable
 * uploads one file at a time (docs/decisions/038-resumable-uploads.md), each with its own progress,
 * Pause/Resume, and Retry with the reason when it failed; `onUploaded` awaited once anything arrived.
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
  const { i18n, t } = useLingui();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [busy, setBusy] = useState(false);
  const uploads = useResumableUploads<DocumentMeta>();

  const upload = async () => {
    if (busy || files.length === 0) return;
    setBusy(true);
    const outcome = await uploads.run(uploadJobs(target, files));
    setBusy(false);
    setFiles([]);
    if (outcome.uploaded.length > 0) await onUploaded();
    if (outcome.failed.length > 0) {
      toast({
        title: t(PRODUCT_TEXTS.uploadFailed),
        description: describeFailures(i18n, outcome.failed),
        variant: 'destructive',
      });
    } else {
      toast({
        title: t`Documents Uploaded`,
        description: texts.uploaded(outcome.uploaded.length),
      });
    }
  };

  const retry = async (key: string) => {
    const document = await uploads.retry(key)?.catch(() => undefined);
    if (document) await onUploaded();
  };

  return (
    <div className="grid gap-3">
      <FilePicker
        label={texts.pickerLabel}
        description={t(UPLOAD_HINT_MESSAGE)}
        files={files}
        onChange={(next) => {
          setFiles(next);
          uploads.clear();
        }}
        disabled={busy}
      />
      <UploadProgressList {...uploads.progressRows(retry)} />
      {files.length > 0 || busy ? (
        <div className="flex justify-end">
          <Button
            type="button"
            className="w-full sm:w-auto"
            pending={busy}
            pendingLabel={t`Uploading Documents`}
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
