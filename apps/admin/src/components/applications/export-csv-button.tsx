import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CsvExportButton } from '@uniguide/ui';
import { csvExportToasts, useFormatters, useTRPC } from '@uniguide/client';
import { applicationFilters, type ApplicationsSearch } from './applications-search';

/** Downloads the list as filtered and ordered on screen (every page, up to the server's bound). */
export function ExportCsvButton({ search }: { search: ApplicationsSearch }) {
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.application.exportCsv.mutationOptions(
      csvExportToasts({
        readyTitle: t`Export ready`,
        failedTitle: t`Export failed`,
        failed: t`The applications could not be exported. Please try again.`,
        done: ({ truncated, rowCount, total, filename }) => {
          const rows = format.count(rowCount);
          const of = format.count(total);
          return truncated
            ? t({
                message: plural(total, {
                  other: `The first ${rows} of ${of} applications were exported. Narrow the filters to export the rest.`,
                }),
              })
            : t({
                message: plural(rowCount, {
                  one: `${rows} application exported to ${filename}.`,
                  other: `${rows} applications exported to ${filename}.`,
                }),
              });
        },
      }),
    ),
  );
  return (
    <CsvExportButton
      pending={exportCsv.isPending}
      label={t`Export CSV`}
      pendingLabel={t`Exporting...`}
      onClick={() => exportCsv.mutate(applicationFilters(search))}
    />
  );
}
