import { Trans, useLingui } from '@lingui/react/macro';
import { FileUploadError, postFile } from '@uniguide/client';
import { Button, Input, Label } from '@uniguide/ui';
import { UploadIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

/**
 * One document asked of the student, with its upload: the file goes through the same checks and
 * limits as every upload (PDF, PNG, JPEG or GIF up to 10 MB), onto the student's file.
 */
export function RequestedUpload({
  token,
  request,
  onUploaded,
}: {
  token: string;
  request: { id: number; label: string };
  onUploaded: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const label = request.label;
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      await postFile(`/api/share/${encodeURIComponent(token)}/documents`, file, {
        requestId: String(request.id),
      });
      onUploaded();
    } catch (caught) {
      setSending(false);
      setError(
        caught instanceof FileUploadError
          ? caught.message
          : t`The file could not be sent. Please try again.`,
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2 rounded-md border p-3">
      <Label htmlFor={inputId} className="break-words">
        {request.label}
      </Label>
      <Input
        id={inputId}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/png,image/jpeg,image/gif"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <p className="text-xs text-muted-foreground">
        <Trans>PDF, PNG, JPG or GIF, up to 10 MB.</Trans>
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!file || sending} className="w-full sm:w-auto">
        <UploadIcon aria-hidden="true" />
        {sending ? t`Uploading…` : t`Upload ${label}`}
      </Button>
    </form>
  );
}
