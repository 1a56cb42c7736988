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

/**
 * The `onSuccess` / `onError` of an export mutation: save the file and say how many rows it holds
 * (or that it was cut short), or say why it failed.
 */
export function csvExportHandlers(words: CsvExportWords) {
  const [singular, plural] = words.noun;
  return {
    onSuccess: (result: CsvExportResult) => {
      downloadTextFile(result.csv, result.filename);
      toast({
        title: `${words.action} ready`,
        description: result.truncated
          ? `The first ${result.rowCount.toLocaleString()} of ${result.total.toLocaleString()} ${plural} were ${words.done}. ${words.truncatedHint}`
          : `${result.rowCount.toLocaleString()} ${result.rowCount === 1 ? singular : plural} ${words.done} to ${result.filename}.`,
      });
    },
    onError: (error: unknown) => {
      toast({
        title: `${words.action} failed`,
        description: errorMessage(error, words.failed),
        variant: 'destructive',
      });
    },
  };
}
