import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { csvExportToasts, useFormatters, useTRPC } from '@uniguide/client';
import { commissionFilters, type CommissionsSearch } from './commissions-search';
import { CsvExportButton } from '@uniguide/ui';

/** Downloads the commissions as filtered on screen (every page, up to the server's bound). */
export function ExportCommissionsButton({ search }: { search: CommissionsSearch }) {
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.commissions.exportCsv.mutationOptions(
      csvExportToasts({
        readyTitle: t`Export ready`,
        failedTitle: t`Export failed`,
        failed: t`The commissions could not be exported. Please try again.`,
        done: ({ truncated, rowCount, total, filename }) => {
          const rows = format.count(rowCount);
          const of = format.count(total);
          return truncated
            ? t({
                message: plural(total, {
                  other: `The first ${rows} of ${of} commissions were exported. Narrow the filters to export the rest.`,
                }),
              })
            : t({
                message: plural(rowCount, {
                  one: `${rows} commission exported to ${filename}.`,
                  other: `${rows} commissions exported to ${filename}.`,
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
      onClick={() => exportCsv.mutate({ ...commissionFilters(search), sort: 'payout-asc' })}
    />
  );
}
