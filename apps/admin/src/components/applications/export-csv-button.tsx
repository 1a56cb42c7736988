import { useMutation } from '@tanstack/react-query';
import { downloadTextFile, errorMessage, useTRPC } from '@uniguide/client';
import { Button, Spinner, toast } from '@uniguide/ui';
import { DownloadIcon } from 'lucide-react';
import { applicationFilters, type ApplicationsSearch } from './applications-search';

/** Downloads the list as filtered and ordered on screen (every page, up to the server's bound). */
export function ExportCsvButton({ search }: { search: ApplicationsSearch }) {
  const trpc = useTRPC();
  const exportCsv = useMutation(
    trpc.admin.application.exportCsv.mutationOptions({
      onSuccess: (result) => {
        downloadTextFile(result.csv, result.filename);
        toast({
          title: 'Export ready',
          description: result.truncated
            ? `The first ${result.rowCount.toLocaleString()} of ${result.total.toLocaleString()} applications were exported. Narrow the filters to export the rest.`
            : `${result.rowCount.toLocaleString()} ${result.rowCount === 1 ? 'application' : 'applications'} exported to ${result.filename}.`,
        });
      },
      onError: (error) => {
        toast({
          title: 'Export failed',
          description: errorMessage(
            error,
            'The applications could not be exported. Please try again.',
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
      onClick={() => exportCsv.mutate(applicationFilters(search))}
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
