import { useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import {
  Button,
  Card,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@uniguide/ui';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed } from '../common/load-failed';
import type { AdminUniversity } from './catalogue-types';
import { formatTerms, useCommissionTerms } from './commission-terms';
import { ConfirmDelete } from './confirm-delete';
import { UniversityDialog } from './university-dialog';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** Every university with its program counts; add, edit, and delete the empty ones. */
export function UniversitiesTab() {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const list = useQuery(trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY));
  const terms = useCommissionTerms();
  const termsOf = (id: number) => terms.data?.find((row) => row.universityId === id);
  const [editing, setEditing] = useState<AdminUniversity | null>(null);
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.admin.university.delete.mutationOptions({
      onSuccess: () => feedback.succeeded('University deleted'),
      onError: (error) => feedback.failed('The university could not be deleted', error),
    }),
  );
  const renderTerms = (university: AdminUniversity) => {
    const overrides = termsOf(university.id)?.overrides ?? [];
    return (
      <span>
        {formatTerms(university)}
        {overrides.length > 0 ? (
          <span className="block text-xs text-muted-foreground">
            {overrides.length} {overrides.length === 1 ? 'program' : 'programs'} with own rate
          </span>
        ) : null}
      </span>
    );
  };
  const openDialog = (university: AdminUniversity | null) => {
    setEditing(university);
    setOpen(true);
  };

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => openDialog(null)}>
          <PlusIcon aria-hidden="true" />
          Add university
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed
          title="The universities could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
          {list.data ? (
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Name</TableHead>
                  <TableHead>Location</TableHead>
                  <TableHead className="text-right">Programs</TableHead>
                  <TableHead>Commission · Payout lag</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.length === 0 ? (
                  <TableRow className="hover:bg-transparent">
                    <TableCell colSpan={5} className="py-12 text-center text-muted-foreground">
                      No universities yet
                    </TableCell>
                  </TableRow>
                ) : (
                  list.data.map((university) => (
                    <TableRow key={university.id}>
                      <TableCell className="max-w-72 truncate font-medium" title={university.name}>
                        {university.name}
                      </TableCell>
                      <TableCell>
                        {[university.location, university.emirate].filter(Boolean).join(', ') ||
                          '-'}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {university.programCount}
                        {university.hiddenProgramCount > 0 ? (
                          <span className="text-muted-foreground">
                            {' '}
                            ({university.hiddenProgramCount} hidden)
                          </span>
                        ) : null}
                      </TableCell>
                      <TableCell className="tabular-nums">{renderTerms(university)}</TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Edit ${university.name}`}
                            onClick={() => openDialog(university)}
                          >
                            <PencilIcon aria-hidden="true" />
                            Edit
                          </Button>
                          <ConfirmDelete
                            name={university.name}
                            disabled={remove.isPending}
                            description={
                              university.programCount > 0
                                ? `${university.name} still has ${university.programCount} programs; the server will refuse until they are moved or deleted.`
                                : 'The university is removed from the catalogue. This cannot be undone.'
                            }
                            onConfirm={() => remove.mutate({ id: university.id })}
                          />
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          ) : (
            <div className="grid gap-2 p-4">
              <span className="sr-only" role="status">
                Loading universities…
              </span>
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-10 w-full" />
              ))}
            </div>
          )}
        </Card>
      )}
      <UniversityDialog university={editing ?? undefined} open={open} onOpenChange={setOpen} />
    </div>
  );
}
