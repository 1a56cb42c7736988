import { useMutation } from '@tanstack/react-query';
import { csvExportHandlers, useTRPC } from '@uniguide/client';
import { commissionFilters, type CommissionsSearch } from './commissions-search';
import { CsvExportButton } from '@uniguide/ui';

const WORDS = {
  action: 'Export',
  noun: ['commission', 'commissions'],
  done: 'exported',
  truncatedHint: 'Narrow the filters to export the rest.',
  failed: 'The commissions could not be exported. Please try again.',
} as const;

/** Downloads the commissions as filtered on screen (every page, up to the server's bound). */
export function ExportCommissionsButton({ search }: { search: CommissionsSearch }) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.commissions.exportCsv.mutationOptions(csvExportHandlers(WORDS)),
  );
  return (
    <CsvExportButton
      pending={exportCsv.isPending}
      label="Export CSV"
      pendingLabel="Exporting..."
      onClick={() => exportCsv.mutate({ ...commissionFilters(search), sort: 'payout-asc' })}
    />
  );
}
