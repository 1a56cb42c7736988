import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { ExportButton, useCsvExportToasts } from '../common/csv-export';
import { commissionFilters, type CommissionsSearch } from './commissions-search';

/** Downloads the commissions as filtered on screen (every page, up to the server's bound). */
export function ExportCommissionsButton({ search }: { search: CommissionsSearch }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const toasts = useCsvExportToasts({
    failed: t`The commissions could not be exported. Please try again.`,
    truncated: ({ rows, of, total }) =>
      t({
        message: plural(total, {
          other: `The first ${rows} of ${of} commissions were exported. Narrow the filters to export the rest.`,
        }),
      }),
    exported: ({ rows, rowCount, filename }) =>
      t({
        message: plural(rowCount, {
          one: `${rows} commission exported to ${filename}.`,
          other: `${rows} commissions exported to ${filename}.`,
        }),
      }),
  });
  const exportCsv = useMutation(trpc.admin.commissions.exportCsv.mutationOptions(toasts));
  return (
    <ExportButton
      pending={exportCsv.isPending}
      onClick={() => exportCsv.mutate({ ...commissionFilters(search), sort: 'payout-asc' })}
    />
  );
}
