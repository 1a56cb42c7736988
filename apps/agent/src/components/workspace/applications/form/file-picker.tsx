import { Trans, useLingui } from '@lingui/react/macro';
import { canExpire, DOCUMENT_TYPES } from '@uniguide/domain';
import {
  Button,
  cn,
  DOCUMENT_TYPE_MESSAGES,
  FileName,
  Input,
  Label,
  OptionSelect,
  useFileSize,
} from '@uniguide/ui';
import { FileIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { addPendingFiles, UPLOAD_ACCEPT, type PendingFile } from '../upload/file-checks';

/** Passports and English certificates may carry an expiry date, sent with the upload. */
function ExpiryInput({
  id,
  fileName,
  value,
  disabled,
  onChange,
}: {
  id: string;
  fileName: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
        <Trans>
          Expiry date (optional)<span className="sr-only"> of {fileName}</span>
        </Trans>
      </Label>
      <Input
        id={id}
        type="date"
        min="1900-01-01"
        max="2100-12-31"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 w-40 bg-background text-sm"
      />
    </div>
  );
}

export interface FilePickerProps {
  label: string;
  /** Under the label, e.g. "Passport, transcripts, certificates, etc." */
  description: string;
  files: readonly PendingFile[];
  onChange: (files: PendingFile[]) => void;
  disabled?: boolean;
  /** Per-file messages from a failed upload, keyed by PendingFile.key. */
  fileErrors?: Readonly<Record<string, string>>;
}

/**
 * Multi-file picker: the native input covers the drop area (so clicking and dropping both work and
 * keyboard users reach a real file input), files are checked here for size and type before any
 * upload, and the chosen ones are listed with their document type (guessed from the name, changed
 * with the picker beside it: "scan_0042.pdf" is a transcript only if the agent says so) and a
 * remove button.
 */
export function FilePicker({
  label,
  description,
  files,
  onChange,
  disabled,
  fileErrors = {},
}: FilePickerProps) {
  const fileSize = useFileSize();
  const { i18n, t } = useLingui();
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  const problemsId = `${inputId}-problems`;
  const [problems, setProblems] = useState<string[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it fires a change.
    event.target.value = '';
    const result = addPendingFiles(i18n, files, picked);
    setProblems(result.problems);
    if (result.pending.length !== files.length) onChange(result.pending);
  };

  const remove = (key: string) => {
    setProblems([]);
    onChange(files.filter((item) => item.key !== key));
  };

  const setType = (key: string, next: string) => {
    const documentType = DOCUMENT_TYPES.find((type) => type === next);
    if (!documentType) return;
    onChange(
      files.map((item) =>
        item.key === key
          ? {
              ...item,
              documentType,
              // A date belongs to passports and English certificates only.
              expiresOn: canExpire(documentType) ? item.expiresOn : undefined,
            }
          : item,
      ),
    );
  };

  const setExpiry = (key: string, expiresOn: string) =>
    onChange(
      files.map((item) =>
        item.key === key ? { ...item, expiresOn: expiresOn || undefined } : item,
      ),
    );

  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>{label}</Label>
      <div
        className={cn(
          'relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
          disabled ? 'opacity-60' : 'hover:border-primary/60 hover:bg-muted/40',
          problems.length > 0 && 'border-destructive/60',
        )}
      >
        <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm font-medium">
          <Trans>
            <span className="text-primary">Choose files</span> or drag them here
          </Trans>
        </p>
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={disabled}
          aria-describedby={problems.length > 0 ? `${descriptionId} ${problemsId}` : descriptionId}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={pick}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>

      {problems.length > 0 ? (
        <ul
          id={problemsId}
          role="alert"
          className="grid gap-1 text-sm font-medium text-destructive"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}

      {files.length > 0 ? (
        <ul aria-label={t`Selected files`} className="grid gap-2">
          {files.map((item) => {
            const error = fileErrors[item.key];
            return (
              <li
                key={item.key}
                className={cn(
                  'flex items-start gap-3 rounded-md border bg-muted/30 px-3 py-2',
                  error && 'border-destructive/50',
                )}
              >
                <FileIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                <div className="min-w-0 flex-1">
                  <FileName name={item.file.name} />
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <OptionSelect
                      value={item.documentType}
                      disabled={disabled}
                      onValueChange={(next) => setType(item.key, next)}
                      options={DOCUMENT_TYPES.map((type) => ({
                        value: type,
                        label: t(DOCUMENT_TYPE_MESSAGES[type]),
                      }))}
                      size="sm"
                      className="h-8 w-52 max-w-full bg-background text-sm"
                      aria-label={t`Document type of ${item.file.name}`}
                    />
                    <span className="text-xs text-muted-foreground">
                      {fileSize(item.file.size)}
                    </span>
                  </div>
                  {canExpire(item.documentType) ? (
                    <ExpiryInput
                      id={`${inputId}-${item.key}-expiry`}
                      fileName={item.file.name}
                      value={item.expiresOn ?? ''}
                      disabled={disabled}
                      onChange={(value) => setExpiry(item.key, value)}
                    />
                  ) : null}
                  {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  disabled={disabled}
                  aria-label={t`Remove ${item.file.name}`}
                  onClick={() => remove(item.key)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
