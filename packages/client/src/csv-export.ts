import { toast } from '@uniguide/ui';
import { downloadTextFile } from './download-file';
import { errorMessage } from './errors';

/** What every CSV export procedure answers. */
export interface CsvExportResult {
  csv: string;
  filename: string;
  /** More rows matched than the server exports at once. */
  truncated: boolean;
  rowCount: number;
  total: number;
}

/** The words one export screen uses in its toasts. */
export interface CsvExportWords {
  /** Titles the toasts: "Export ready", "Download failed". */
  action: 'Export' | 'Download';
  /** What a row is: ["commission", "commissions"]. */
  noun: readonly [singular: string, plural: string];
  /** What happened to the rows: "exported", "saved". */
  done: string;
  /** After a cut-short export: "Narrow the filters to export the rest." */
  truncatedHint: string;
  /** When the server gives no message: "The commissions could not be exported. Please try again." */
  failed: string;
}

/** One export screen's toasts as whole, translated messages (docs/decisions/067-translation-layer.md). */
export interface CsvExportTexts {
  /** "Export ready". */
  readyTitle: string;
  /** "Export failed". */
  failedTitle: string;
  /** When the server gives no message. */
  failed: string;
  /** How many rows the file holds, or that it was cut short. */
  done: (result: CsvExportResult) => string;
}

/**
 * The `onSuccess` / `onError` of an export mutation: save the file and say how many rows it holds
 * (or that it was cut short), or say why it failed.
 */
export function csvExportToasts(texts: CsvExportTexts) {
  return {
    onSuccess: (result: CsvExportResult) => {
      downloadTextFile(result.csv, result.filename);
      toast({ title: texts.readyTitle, description: texts.done(result) });
    },
    onError: (error: unknown) => {
      toast({
        title: texts.failedTitle,
        description: errorMessage(error, texts.failed),
        variant: 'destructive',
      });
    },
  };
}

/** {@link csvExportToasts} from English words. */
export function csvExportHandlers(words: CsvExportWords) {
  const [singular, plural] = words.noun;
  return csvExportToasts({
    readyTitle: `${words.action} ready`,
    failedTitle: `${words.action} failed`,
    failed: words.failed,
    done: (result) =>
      result.truncated
        ? `The first ${result.rowCount.toLocaleString()} of ${result.total.toLocaleString()} ${plural} were ${words.done}. ${words.truncatedHint}`
        : `${result.rowCount.toLocaleString()} ${result.rowCount === 1 ? singular : plural} ${words.done} to ${result.filename}.`,
  });
}
