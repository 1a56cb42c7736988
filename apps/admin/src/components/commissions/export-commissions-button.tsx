import { useMutation } from '@tanstack/react-query';
import { downloadTextFile, errorMessage, useTRPC } from '@uniguide/client';
import { Button, Spinner, toast } from '@uniguide/ui';
import { DownloadIcon } from 'lucide-react';
import { commissionFilters, type CommissionsSearch } from './commissions-search';

/** Downloads the commissions as filtered on screen (every page, up to the server's bound). */
export function ExportCommissionsButton({ search }: { search: CommissionsSearch }) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.commissions.exportCsv.mutationOptions({
      onSuccess: (result) => {
        downloadTextFile(result.csv, result.filename);
        toast({
          title: 'Export ready',
          description: result.truncated
            ? `The first ${result.rowCount.toLocaleString()} of ${result.total.toLocaleString()} commissions were exported. Narrow the filters to export the rest.`
            : `${result.rowCount.toLocaleString()} ${result.rowCount === 1 ? 'commission' : 'commissions'} exported to ${result.filename}.`,
        });
      },
      onError: (error) => {
        toast({
          title: 'Export failed',
          description: errorMessage(
            error,
            'The commissions could not be exported. Please try again.',
          ),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Button
      variant="outline"
      disabled={exportCsv.isPending}
      onClick={() => exportCsv.mutate({ ...commissionFilters(search), sort: 'payout-asc' })}
    >
      {exportCsv.isPending ? (
        <Spinner aria-hidden="true" label="" />
      ) : (
        <DownloadIcon aria-hidden="true" />
      )}
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
