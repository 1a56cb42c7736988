import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { Checkbox, useFileSize, Label } from '@uniguide/ui';
import { FileTextIcon } from 'lucide-react';
import type { StudentDocument } from '../../students/shared/types';
import { expiryWarningOf, ExpiryWarningNote, useExpiryText } from '../shared/document-expiry';
import { localToday } from '../shared/local-today';
import { documentTypeLabel } from '../upload/file-checks';

/**
 * "Attach from file": the chosen student's documents, each with a checkbox. Attaching reuses the
 * file (no new upload). Expiry warnings are judged against the intake chosen on the form.
 */
export function DocumentsOnFile({
  documents,
  selected,
  onChange,
  intakeStart,
  disabled,
}: {
  documents: readonly StudentDocument[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  intakeStart: string | null;
  disabled?: boolean;
}) {
  const fileSize = useFileSize();
  const { i18n, t } = useLingui();
  const dates = useDateFormatters();
  const expiryText = useExpiryText();
  const today = localToday();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((item) => item !== id));

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">
          <Trans>Attach from File</Trans>
        </h3>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Documents already on the student&apos;s file; tick the ones this application needs.
          </Trans>
        </p>
      </div>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No documents on file yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Documents on file`}>
          {documents.map((document) => {
            const id = `attach-document-${document.id}`;
            const warning = expiryWarningOf(document, today, intakeStart);
            return (
              <li
                key={document.id}
                className="flex items-start gap-3 rounded-md border bg-muted/30 px-3 py-2.5"
              >
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={selected.includes(document.id)}
                  onCheckedChange={(checked) => toggle(document.id, checked)}
                  disabled={disabled}
                  aria-describedby={`${id}-details`}
                />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <Label htmlFor={id} className="flex items-center gap-2 font-medium">
                    <FileTextIcon
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground"
                    />
                    <span dir="auto" className="truncate" title={document.originalFilename}>
                      {document.originalFilename}
                    </span>
                  </Label>
                  <div id={`${id}-details`} className="grid gap-0.5">
                    <p className="text-xs text-muted-foreground">
                      {documentTypeLabel(i18n, document.documentType)} ·{' '}
                      {fileSize(document.fileSize)} ·{' '}
                      {t`uploaded ${dates.longDate(document.uploadedAt)}`}
                      {document.expiresOn ? ` · ${expiryText(document.expiresOn)}` : ''}
                    </p>
                    {warning ? <ExpiryWarningNote warning={warning} /> : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
