import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { ExportButton, useCsvExportToasts } from '../common/csv-export';
import { applicationFilters, type ApplicationsSearch } from './applications-search';

/** Downloads the list as filtered and ordered on screen (every page, up to the server's bound). */
export function ExportCsvButton({ search }: { search: ApplicationsSearch }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const toasts = useCsvExportToasts({
    failed: t`The applications could not be exported. Please try again.`,
    truncated: ({ rows, of, total }) =>
      t({
        message: plural(total, {
          other: `The first ${rows} of ${of} applications were exported. Narrow the filters to export the rest.`,
        }),
      }),
    exported: ({ rows, rowCount, filename }) =>
      t({
        message: plural(rowCount, {
          one: `${rows} application exported to ${filename}.`,
          other: `${rows} applications exported to ${filename}.`,
        }),
      }),
  });
  const exportCsv = useMutation(trpc.admin.application.exportCsv.mutationOptions(toasts));
  return (
    <ExportButton
      pending={exportCsv.isPending}
      onClick={() => exportCsv.mutate(applicationFilters(search))}
    />
  );
}
