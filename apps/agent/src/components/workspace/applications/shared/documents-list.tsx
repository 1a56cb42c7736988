import { useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { safeDownloadName, type DocumentMeta } from '@uniguide/domain';
import { Button, FileName, useFileSize } from '@uniguide/ui';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentTypeLabel } from '../upload/file-checks';
import { documentDownloadUrl } from './document-link';
import { expiryWarningOf, ExpiryWarningNote, useExpiryText } from './document-expiry';
import { localToday } from './local-today';

/**
 * Documents (an application's, or a student's file): original file name, type, size, upload date,
 * expiry date and its warning, each with a download link. `intakeStart` makes the warning say when
 * a document expires before the application's intake; `expiry` replaces the expiry line (the
 * student page's inline editor); `actions` adds per-document buttons (Remove, Delete).
 */
export function DocumentsList<T extends DocumentMeta>({
  documents,
  actions,
  expiry,
  intakeStart,
  empty,
  label,
}: {
  documents: readonly T[];
  actions?: (document: T) => ReactNode;
  expiry?: (document: T) => ReactNode;
  /** One intake for the list (an application's), or per document (the student's file). */
  intakeStart?: string | null | ((document: T) => string | null);
  empty?: string;
  label?: string;
}) {
  const fileSize = useFileSize();
  const { i18n, t } = useLingui();
  const dates = useDateFormatters();
  const expiryText = useExpiryText();
  if (documents.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">{empty ?? t`No documents uploaded yet.`}</p>
    );
  }
  const today = localToday();
  return (
    <ul className="@container grid gap-2" aria-label={label ?? t`Documents`}>
      {documents.map((document) => {
        const warning = expiryWarningOf(
          document,
          today,
          typeof intakeStart === 'function' ? intakeStart(document) : intakeStart,
        );
        return (
          <li
            key={document.id}
            className="flex flex-col gap-2 rounded-md border px-3 py-2.5 @sm:flex-row @sm:items-center @sm:gap-3"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <FileTextIcon
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-muted-foreground"
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <FileName name={document.originalFilename} />
                <p className="text-xs text-muted-foreground">
                  {documentTypeLabel(i18n, document.documentType)} · {fileSize(document.fileSize)} ·{' '}
                  {dates.longDate(document.uploadedAt)}
                </p>
                {expiry ? (
                  expiry(document)
                ) : document.expiresOn ? (
                  <p className="text-xs text-muted-foreground">{expiryText(document.expiresOn)}</p>
                ) : null}
                {warning ? <ExpiryWarningNote warning={warning} /> : null}
              </div>
            </div>
            {/* Phones: the buttons get their own row, so the file name keeps the full width. */}
            <div className="-ms-2 flex shrink-0 flex-wrap items-center gap-1 sm:ms-0">
              <Button asChild variant="ghost" size="sm">
                <a
                  href={documentDownloadUrl(document.id)}
                  download={safeDownloadName(document.originalFilename, document.mimeType)}
                  aria-label={t`Download ${document.originalFilename}`}
                >
                  <DownloadIcon aria-hidden="true" />
                  {t`Download`}
                </a>
              </Button>
              {actions?.(document)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
