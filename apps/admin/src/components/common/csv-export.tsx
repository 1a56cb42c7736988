import { useLingui } from '@lingui/react/macro';
import { csvExportToasts, useFormatters } from '@uniguide/client';
import { CsvExportButton } from '@uniguide/ui';

/** The counts of an export, formatted for the sentence that reports it. */
interface ExportedCounts {
  rows: string;
  of: string;
  rowCount: number;
  total: number;
  filename: string;
}

/**
 * The toasts of a console CSV export. Each list words its own sentences whole (a translation needs
 * them so): `truncated` when the server's bound cut the rows, `exported` otherwise.
 */
export function useCsvExportToasts(texts: {
  failed: string;
  truncated: (counts: ExportedCounts) => string;
  exported: (counts: ExportedCounts) => string;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  return csvExportToasts({
    readyTitle: t`Export ready`,
    failedTitle: t`Export failed`,
    failed: texts.failed,
    done: ({ truncated, rowCount, total, filename }) => {
      const counts = {
        rows: format.count(rowCount),
        of: format.count(total),
        rowCount,
        total,
        filename,
      };
      return truncated ? texts.truncated(counts) : texts.exported(counts);
    },
  });
}

/** The console's "Export CSV" button. */
export function ExportButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <CsvExportButton
      pending={pending}
      label={t`Export CSV`}
      pendingLabel={t`Exporting...`}
      onClick={onClick}
    />
  );
}
