import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CsvExportButton } from '@uniguide/ui';
import { csvExportHandlers, useTRPC } from '@uniguide/client';
import type { CommissionFilter } from '@uniguide/domain';

const WORDS = {
  action: 'Download',
  noun: ['commission', 'commissions'],
  done: 'saved',
  truncatedHint: 'Filter by status to download the rest.',
  failed: 'Your commissions could not be downloaded. Please try again.',
} as const;

/** Downloads the agent's commissions, as filtered on screen, as a CSV file (commission.exportCsv). */
export function DownloadCsvButton({ status }: { status: CommissionFilter | undefined }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.commission.exportCsv.mutationOptions(csvExportHandlers(WORDS)),
  );
  return (
    <CsvExportButton
      pending={exportCsv.isPending}
      label={t`Download CSV`}
      pendingLabel={t`Preparing…`}
      className="w-full sm:w-auto"
      onClick={() => exportCsv.mutate({ sort: 'payout-asc', ...(status ? { status } : {}) })}
    />
  );
}
