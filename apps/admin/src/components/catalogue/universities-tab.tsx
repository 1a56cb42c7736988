import { useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { formatPlace } from '@uniguide/domain';
import { Button, TableCell, TableRow, ConfirmDeleteButton } from '@uniguide/ui';
import { FileCheckIcon, PlusIcon } from 'lucide-react';
import { ListCard } from '../common/list-card';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import type { AdminUniversity } from './catalogue-types';
import { formatTerms, useCommissionTerms } from './commission-terms';
import { EditButton } from './edit-button';
import { UniversityRequirementsDialog } from './requirements/university-requirements-dialog';
import { UniversityDialog } from './university-dialog';
import { useCatalogueFeedback } from './use-catalogue-feedback';
import { useEditDialog } from './use-edit-dialog';

/** Every university with its program counts; add, edit, and delete the empty ones. */
export function UniversitiesTab() {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const list = useQuery(trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY));
  const terms = useCommissionTerms();
  const termsOf = (id: number) => terms.data?.find((row) => row.universityId === id);
  const dialog = useEditDialog<AdminUniversity>();
  const documents = useEditDialog<AdminUniversity>();
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

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => dialog.openDialog()}>
          <PlusIcon aria-hidden="true" />
          Add university
        </Button>
      </div>
      <ListCard
        query={list}
        failedTitle="The universities could not be loaded."
        loadingLabel="Loading universities…"
        skeletonRows={5}
      >
        {(universities) => (
          <ListTable
            columns={[
              'Name',
              'Location',
              { label: 'Programs', className: 'text-right' },
              'Commission · Payout lag',
              ACTIONS_COLUMN,
            ]}
            items={universities}
            emptyText="No universities yet"
          >
            {(university) => (
              <TableRow key={university.id}>
                <TableCell className="max-w-72 truncate font-medium" title={university.name}>
                  {university.name}
                </TableCell>
                <TableCell>{formatPlace(university.location, university.emirate) || '-'}</TableCell>
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
                    <EditButton
                      name={university.name}
                      onClick={() => dialog.openDialog(university)}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Required documents for ${university.name}`}
                      onClick={() => documents.openDialog(university)}
                    >
                      <FileCheckIcon aria-hidden="true" />
                      Documents
                    </Button>
                    <ConfirmDeleteButton
                      label="Delete"
                      accessibleName={`Delete ${university.name}`}
                      title={`Delete ${university.name}?`}
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
            )}
          </ListTable>
        )}
      </ListCard>
      <UniversityDialog
        university={dialog.editing}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      <UniversityRequirementsDialog
        university={documents.editing}
        open={documents.open}
        onOpenChange={documents.setOpen}
      />
    </div>
  );
}
