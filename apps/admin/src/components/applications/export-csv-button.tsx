import { useMutation } from '@tanstack/react-query';
import { CsvExportButton } from '@uniguide/ui';
import { csvExportHandlers, useTRPC } from '@uniguide/client';
import { applicationFilters, type ApplicationsSearch } from './applications-search';

const WORDS = {
  action: 'Export',
  noun: ['application', 'applications'],
  done: 'exported',
  truncatedHint: 'Narrow the filters to export the rest.',
  failed: 'The applications could not be exported. Please try again.',
} as const;

/** Downloads the list as filtered and ordered on screen (every page, up to the server's bound). */
export function ExportCsvButton({ search }: { search: ApplicationsSearch }) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.application.exportCsv.mutationOptions(csvExportHandlers(WORDS)),
  );
  return (
    <CsvExportButton
      pending={exportCsv.isPending}
      label="Export CSV"
      pendingLabel="Exporting..."
      onClick={() => exportCsv.mutate(applicationFilters(search))}
    />
  );
}
