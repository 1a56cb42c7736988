import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatters, useTRPC } from '@uniguide/client';
import { ADMIN_IMPORT_EXTENSIONS, ADMIN_IMPORT_MAX_BYTES } from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
} from '@uniguide/ui';
import { useState } from 'react';
import type { ImportReport } from './catalogue-types';
import { ImportReportView } from './import-report-view';
import { readFileBase64 } from './read-file-base64';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** What the progress line says while an import runs (the server reads the file off its main thread). */
function useProgressText() {
  const { t } = useLingui();
  const format = useFormatters();
  return (progress: { phase: string; rowsRead?: number } | undefined): string => {
    if (progress?.phase === 'saving' && progress.rowsRead !== undefined) {
      const rows = format.count(progress.rowsRead);
      return t({ message: plural(progress.rowsRead, { other: `Saving ${rows} rows…` }) });
    }
    if (progress?.phase === 'done') return t`Finishing…`;
    return t`Reading the file…`;
  };
}

const MAX_MB = ADMIN_IMPORT_MAX_BYTES / 1024 / 1024;

/** Upload a catalogue, preview what it would change (a dry run), then import it for real. */
export function ImportPanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const progressText = useProgressText();
  const [file, setFile] = useState<File | null>(null);
  // A new file input after an import, so the box no longer names the file just imported.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const run = useMutation(trpc.admin.catalogue.import.mutationOptions());
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useQuery({
    ...trpc.admin.catalogue.importProgress.queryOptions({ importId: importId ?? '' }),
    enabled: run.isPending && importId !== null,
    refetchInterval: 500,
    retry: false,
  });

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const id = crypto.randomUUID();
    setImportId(id);
    try {
      const report = await run.mutateAsync({
        fileName: file.name,
        contentBase64: await readFileBase64(file),
        dryRun,
        importId: id,
      });
      if (dryRun) {
        setPreview(report);
        return;
      }
      setPreview(null);
      setFile(null);
      setFileInputKey((key) => key + 1);
      const { created, updated, unchanged, rowsRead } = report;
      await feedback.succeeded(
        t`Catalogue imported`,
        t({
          message: plural(rowsRead, {
            other: `${created} created, ${updated} updated, ${unchanged} unchanged of # rows.`,
          }),
        }),
      );
    } catch (error) {
      feedback.failed(dryRun ? t`The preview failed` : t`The import failed`, error);
    }
  };

  const choose = (chosen: File | undefined) => {
    setPreview(null);
    setFileError(undefined);
    setFile(null);
    if (!chosen) return;
    const lower = chosen.name.toLowerCase();
    if (!ADMIN_IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
      setFileError(t`The catalogue must be a .csv or .xlsx file`);
    } else if (chosen.size > ADMIN_IMPORT_MAX_BYTES) {
      setFileError(t`The catalogue file must be at most ${MAX_MB} MB`);
    } else {
      setFile(chosen);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Import a catalogue</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A CSV or XLSX file (up to {MAX_MB} MB). The preview saves nothing; programs are matched
            by university, name and degree, so importing the same file twice changes nothing.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField
            id="catalogue-file"
            label={t`Catalogue file`}
            error={fileError}
            className="sm:flex-1"
          >
            <Input
              key={fileInputKey}
              type="file"
              accept={ADMIN_IMPORT_EXTENSIONS.join(',')}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </FormField>
          <Button
            variant="outline"
            pending={run.isPending && !preview}
            disabled={!file || run.isPending}
            onClick={() => void send(true)}
          >
            <Trans>Preview (dry run)</Trans>
          </Button>
        </div>
        {run.isPending ? (
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {progressText(progress.data)}
          </p>
        ) : null}
        {preview ? (
          <div className="grid gap-4">
            <p role="status" className="text-sm font-medium">
              <Trans>
                Preview of <bdi>{preview.fileName}</bdi>: nothing has been saved yet.
              </Trans>
            </p>
            <ImportReportView report={preview} />
            <div className="flex justify-end">
              <Button pending={run.isPending} onClick={() => void send(false)}>
                <Trans>Import now</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
