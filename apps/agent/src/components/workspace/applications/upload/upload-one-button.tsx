import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useResumableUploads } from '@uniguide/client';
import type { DocumentMeta, DocumentType } from '@uniguide/domain';
import { cn, toast, UploadProgressList } from '@uniguide/ui';
import { RefreshCwIcon, UploadIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { sentence } from '../shared/sentence';
import { UPLOAD_ACCEPT, uploadProblem } from './file-checks';
import { uploadMetadata, type UploadTarget } from './upload-target';

/**
 * One file picked and sent at once: the answer to a request (Upload) or the replacement of a
 * rejected document (Replace, docs/product.md §7). A real file input behind a label styled as a
 * button, so keyboards and screen readers reach the input itself. The file goes up resumably
 * (docs/decisions/038-resumable-uploads.md): its row below the button shows its progress, with
 * Pause/Resume, and Retry with the reason when it failed.
 */
export function UploadOneButton({
  target,
  documentType,
  kind,
  what,
  done,
  variant = 'primary',
  disabled = false,
}: {
  target: Extract<UploadTarget, { applicationId: number }>;
  documentType: DocumentType;
  /** Upload answers a request; replace puts a new file in a rejected document's place. */
  kind: 'upload' | 'replace';
  /** What the file is for, in the input's name ("Replace Passport (rejected)") and the toast. */
  what: string;
  /** The toast's title once the file is in. */
  done: string;
  variant?: 'primary' | 'outline';
  disabled?: boolean;
}) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const uploads = useResumableUploads<DocumentMeta>();

  const arrived = async (file: { name: string }) => {
    toast({ title: done, description: t`${file.name} answers “${what}”.` });
    uploads.clear();
    // Requests, checklist, documents, counters and the bell all follow.
    await queryClient.invalidateQueries();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(i18n, file);
    if (problem) {
      toast({ title: t(PRODUCT_TEXTS.uploadFailed), description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    const outcome = await uploads.run([
      { key: inputId, file, metadata: uploadMetadata(target, documentType) },
    ]);
    setBusy(false);
    const failed = outcome.failed[0];
    if (failed) {
      toast({
        title: t(PRODUCT_TEXTS.uploadFailed),
        description: sentence(failed.error.message),
        variant: 'destructive',
      });
      return;
    }
    await arrived(file);
  };

  const retry = async (key: string) => {
    setBusy(true);
    const document = await uploads.retry(key)?.catch(() => undefined);
    setBusy(false);
    if (document) await arrived({ name: document.originalFilename });
  };

  const Icon = kind === 'replace' ? RefreshCwIcon : UploadIcon;
  return (
    <div className="grid max-w-full shrink-0 justify-items-start gap-2">
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="peer sr-only"
        disabled={disabled || busy}
        onChange={(event) => void pick(event)}
        aria-label={kind === 'replace' ? t`Replace ${what}` : t`Upload ${what}`}
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className={cn(
          'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          variant === 'primary'
            ? 'bg-primary text-primary-foreground'
            : 'border bg-background shadow-xs hover:bg-accent',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {busy ? t`Uploading…` : kind === 'replace' ? t`Replace` : t`Upload`}
      </label>
      {uploads.entries.length > 0 ? (
        <div className="w-72 max-w-full">
          <UploadProgressList {...uploads.progressRows(retry)} />
        </div>
      ) : null}
    </div>
  );
}
