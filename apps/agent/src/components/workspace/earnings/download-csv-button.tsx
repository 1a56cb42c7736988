import { useMutation } from '@tanstack/react-query';
import { downloadTextFile, errorMessage, useTRPC } from '@uniguide/client';
import type { CommissionFilter } from '@uniguide/domain';
import { Button, Spinner, toast } from '@uniguide/ui';
import { DownloadIcon } from 'lucide-react';

/** Downloads the agent's commissions, as filtered on screen, as a CSV file (commission.exportCsv). */
export function DownloadCsvButton({ status }: { status: CommissionFilter | undefined }) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.commission.exportCsv.mutationOptions({
      onSuccess: (result) => {
        downloadTextFile(result.csv, result.filename);
        toast({
          title: 'Download ready',
          description: result.truncated
            ? `The first ${result.rowCount.toLocaleString()} of ${result.total.toLocaleString()} commissions were saved. Filter by status to download the rest.`
            : `${result.rowCount.toLocaleString()} ${result.rowCount === 1 ? 'commission' : 'commissions'} saved to ${result.filename}.`,
        });
      },
      onError: (error) => {
        toast({
          title: 'Download failed',
          description: errorMessage(
            error,
            'Your commissions could not be downloaded. Please try again.',
          ),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      disabled={exportCsv.isPending}
      onClick={() => exportCsv.mutate({ sort: 'payout-asc', ...(status ? { status } : {}) })}
    >
      {exportCsv.isPending ? (
        <Spinner aria-hidden="true" label="" />
      ) : (
        <DownloadIcon aria-hidden="true" />
      )}
      {exportCsv.isPending ? 'Preparing…' : 'Download CSV'}
    </Button>
  );
}
