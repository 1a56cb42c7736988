import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  safeDownloadName,
  type UniversityDocument,
  type UniversityDocumentType,
} from '@uniguide/domain';
import { Button } from './button';
import { DownloadIcon, LandmarkIcon } from 'lucide-react';
import { formatLongDate } from '@uniguide/domain/format-date';
import { formatFileSize } from '../lib/format-file-size';
import { usePageLanguage } from '../i18n/page-language';

/** The kinds of university document, as `UNIVERSITY_DOCUMENT_TYPE_LABELS` writes them in English. */
export const UNIVERSITY_DOCUMENT_TYPE_MESSAGES: Record<UniversityDocumentType, MessageDescriptor> =
  {
    'offer-letter': msg`Offer letter`,
    'conditional-offer': msg`Conditional offer`,
    'payment-receipt': msg`Payment receipt`,
    'visa-documents': msg`Visa documents`,
  };

/** Documents from the university (offer letter, conditional offer, payment receipt, visa documents). */
export function UniversityDocumentsList({
  documents,
}: {
  documents: readonly UniversityDocument[];
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  if (documents.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing from the university yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="@container grid gap-2" aria-label={t`Documents from the university`}>
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-col gap-2 rounded-md border px-3 py-2.5 @sm:flex-row @sm:items-center @sm:gap-3"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <LandmarkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm font-medium">
                {t(UNIVERSITY_DOCUMENT_TYPE_MESSAGES[document.universityDocumentType])}
              </p>
              {/* The file name truncates in its own direction: a Latin name on an Arabic page keeps its start. */}
              <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
                <span dir="auto" className="truncate" title={document.originalFilename}>
                  {document.originalFilename}
                </span>
                <span className="shrink-0">
                  · {formatFileSize(document.fileSize, language)} ·{' '}
                  {formatLongDate(document.uploadedAt, language)}
                </span>
              </p>
            </div>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
            <a
              href={`/api/documents/${document.id}/download`}
              download={safeDownloadName(document.originalFilename, document.mimeType)}
              aria-label={t`Download ${document.originalFilename}`}
            >
              <DownloadIcon aria-hidden="true" />
              <Trans>Download</Trans>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
