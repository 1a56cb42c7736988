import { formatLongDate } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentTypeLabel } from '../upload/file-checks';
import { documentDownloadUrl } from './document-link';
import { formatFileSize } from './format-file-size';
import type { ApplicationDocument } from './types';

/**
 * The application's documents: original file name, type, size and upload date, each with a download
 * link; `actions` adds per-document buttons (the edit page's Remove).
 */
export function DocumentsList({
  documents,
  actions,
  empty = 'No documents uploaded yet.',
}: {
  documents: readonly ApplicationDocument[];
  actions?: (document: ApplicationDocument) => ReactNode;
  empty?: string;
}) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label="Documents">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-col gap-2 rounded-md border px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3"
        >
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <FileTextIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={document.originalFilename}>
                {document.originalFilename}
              </p>
              <p className="text-xs text-muted-foreground">
                {documentTypeLabel(document.documentType)} · {formatFileSize(document.fileSize)} ·{' '}
                {formatLongDate(document.uploadedAt)}
              </p>
            </div>
          </div>
          {/* Phones: the buttons get their own row, so the file name keeps the full width. */}
          <div className="-ml-2 flex shrink-0 items-center gap-1 sm:ml-0">
            <Button asChild variant="ghost" size="sm">
              <a
                href={documentDownloadUrl(document.id)}
                download={document.originalFilename}
                aria-label={`Download ${document.originalFilename}`}
              >
                <DownloadIcon aria-hidden="true" />
                Download
              </a>
            </Button>
            {actions?.(document)}
          </div>
        </li>
      ))}
    </ul>
  );
}
