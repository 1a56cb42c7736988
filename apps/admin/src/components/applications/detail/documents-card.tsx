import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useDateFormatters } from '@uniguide/client';
import { safeDownloadName } from '@uniguide/domain';
import {
  Button,
  DOCUMENT_TYPE_MESSAGES,
  FileName,
  SectionCard,
  TitledDialog,
  useFileSize,
} from '@uniguide/ui';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { ApplicationDocument } from '../../../lib/api-types';
import { documentDownloadUrl, isPreviewableImage } from './document-link';

function DownloadButton({ document }: { document: ApplicationDocument }) {
  const { t } = useLingui();
  const filename = document.originalFilename;
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={documentDownloadUrl(document.id)}
        download={safeDownloadName(document.originalFilename, document.mimeType)}
        aria-label={t`Download ${filename}`}
      >
        <DownloadIcon aria-hidden="true" />
        {/* The icon alone on phones, where the file name needs the room. */}
        <span className="hidden sm:inline">
          <Trans>Download</Trans>
        </span>
      </a>
    </Button>
  );
}

/** A thumbnail that opens the full image in a dialog. */
function ImagePreview({ document }: { document: ApplicationDocument }) {
  const fileSize = useFileSize();
  const { t } = useLingui();
  const src = documentDownloadUrl(document.id);
  const filename = document.originalFilename;
  return (
    <TitledDialog
      trigger={
        <button
          type="button"
          aria-label={t`Preview ${filename}`}
          className="size-16 shrink-0 overflow-hidden rounded-md border bg-muted outline-none hover:opacity-90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <img src={src} alt="" loading="lazy" className="size-full object-cover" />
        </button>
      }
      title={document.originalFilename}
      description={
        <>
          {t(DOCUMENT_TYPE_MESSAGES[document.documentType])} · {fileSize(document.fileSize)}
        </>
      }
      titleClassName="pe-6 break-all"
      contentClassName="sm:max-w-3xl"
    >
      <img
        src={src}
        alt={document.originalFilename}
        className="max-h-[70dvh] w-full rounded-md border object-contain"
      />
      <div className="flex justify-end">
        <DownloadButton document={document} />
      </div>
    </TitledDialog>
  );
}

/**
 * The application's documents: images with a preview, every file with its type, size, date and a
 * download. PDFs are downloaded rather than shown inline: the server sends them as attachments and
 * its security policy forbids framing them.
 */
export function DocumentsCard({ documents }: { documents: readonly ApplicationDocument[] }) {
  const fileSize = useFileSize();
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <SectionCard
      title={t`Documents`}
      description={t({
        message: plural(documents.length, {
          one: '# file uploaded by the agent.',
          other: '# files uploaded by the agent.',
        }),
      })}
    >
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No documents uploaded.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Documents`}>
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-3 rounded-md border p-2.5">
              {isPreviewableImage(document.mimeType) ? (
                <ImagePreview document={document} />
              ) : (
                <span className="flex size-16 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground">
                  <FileTextIcon aria-hidden="true" className="size-7" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <FileName name={document.originalFilename} />
                <p className="text-xs text-muted-foreground">
                  {t(DOCUMENT_TYPE_MESSAGES[document.documentType])} · {fileSize(document.fileSize)}{' '}
                  · {dates.longDate(document.uploadedAt)}
                </p>
              </div>
              <DownloadButton document={document} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
