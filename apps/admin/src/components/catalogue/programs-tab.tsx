import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Badge, Button, TableCell, TableRow, ConfirmDeleteButton } from '@uniguide/ui';
import { EyeIcon, EyeOffIcon, FileCheckIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { NativeFilterSelect } from '../common/filter-controls';
import { PagedListCard } from '../common/list-card';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { SearchInput } from '../common/search-input';
import type { AdminProgram } from './catalogue-types';
import { EditButton } from './edit-button';
import { ProgramDialog } from './program-dialog';
import { ProgramRequirementsDialog } from './requirements/program-requirements-dialog';
import { useCatalogueFeedback } from './use-catalogue-feedback';
import { useEditDialog } from './use-edit-dialog';

/** Every program, hidden ones included, searched and paged on the server. */
export function ProgramsTab() {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const [search, setSearch] = useState('');
  const [universityId, setUniversityId] = useState('');
  const [page, setPage] = useState(1);
  const dialog = useEditDialog<AdminProgram>();
  const documents = useEditDialog<AdminProgram>();
  const universities = useQuery(
    trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY),
  );
  const list = useQuery({
    ...trpc.admin.program.list.queryOptions(
      { search, universityId: universityId || undefined, page, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  const setHidden = useMutation(
    trpc.admin.program.setHidden.mutationOptions({
      onSuccess: (program) =>
        feedback.succeeded(
          program.hidden ? 'Program hidden' : 'Program visible',
          program.hidden
            ? `${program.name} no longer shows to agents.`
            : `${program.name} shows in the catalogue again.`,
        ),
      onError: (error) => feedback.failed('The program could not be updated', error),
    }),
  );
  const remove = useMutation(
    trpc.admin.program.delete.mutationOptions({
      onSuccess: () => feedback.succeeded('Program deleted'),
      onError: (error) => feedback.failed('The program could not be deleted', error),
    }),
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchInput
          id="programs-search"
          label="Search"
          placeholder="Program, university or field"
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          className="md:max-w-md md:flex-1"
        />
        <NativeFilterSelect
          id="programs-university"
          label="University"
          className="md:w-72"
          value={universityId}
          onValueChange={(value) => {
            setUniversityId(value);
            setPage(1);
          }}
        >
          <option value="">All universities</option>
          {universities.data?.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </NativeFilterSelect>
        <Button
          className="md:ml-auto"
          onClick={() => dialog.openDialog()}
          disabled={!universities.data}
        >
          <PlusIcon aria-hidden="true" />
          Add program
        </Button>
      </div>
      <PagedListCard
        query={list}
        failedTitle="The programs could not be loaded."
        loadingLabel="Loading programs…"
        skeletonRows={6}
        noun="programs"
        onPageChange={setPage}
      >
        {(data) => (
          <ListTable
            columns={[
              'Program',
              'University',
              'Degree',
              'Fee',
              { label: 'Applications', className: 'text-right' },
              ACTIONS_COLUMN,
            ]}
            items={data.items}
            emptyText="No programs found"
          >
            {(program) => (
              <TableRow key={program.id}>
                <TableCell className="max-w-64">
                  <div className="truncate font-medium" title={program.name}>
                    {program.name}
                  </div>
                  {program.hidden ? <Badge variant="warning">Hidden</Badge> : null}
                </TableCell>
                <TableCell className="max-w-48 truncate" title={program.university.name}>
                  {program.university.name}
                </TableCell>
                <TableCell>{program.degree ?? '-'}</TableCell>
                <TableCell className="max-w-40 truncate">{program.tuition ?? '-'}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {program.applicationCount}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <EditButton name={program.name} onClick={() => dialog.openDialog(program)} />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Required documents for ${program.name}`}
                      onClick={() => documents.openDialog(program)}
                    >
                      <FileCheckIcon aria-hidden="true" />
                      Documents
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={setHidden.isPending}
                      aria-label={`${program.hidden ? 'Unhide' : 'Hide'} ${program.name}`}
                      onClick={() => setHidden.mutate({ id: program.id, hidden: !program.hidden })}
                    >
                      {program.hidden ? (
                        <EyeIcon aria-hidden="true" />
                      ) : (
                        <EyeOffIcon aria-hidden="true" />
                      )}
                      {program.hidden ? 'Unhide' : 'Hide'}
                    </Button>
                    <ConfirmDeleteButton
                      label="Delete"
                      accessibleName={`Delete ${program.name}`}
                      title={`Delete ${program.name}?`}
                      disabled={remove.isPending}
                      description={
                        program.applicationCount > 0
                          ? 'This program has applications; hide it instead.'
                          : 'The program is removed from the catalogue and from saved programs. This cannot be undone.'
                      }
                      onConfirm={() => remove.mutate({ id: program.id })}
                    />
                  </div>
                </TableCell>
              </TableRow>
            )}
          </ListTable>
        )}
      </PagedListCard>
      <ProgramDialog
        program={dialog.editing}
        universities={universities.data ?? []}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
      <ProgramRequirementsDialog
        program={documents.editing}
        open={documents.open}
        onOpenChange={documents.setOpen}
      />
    </div>
  );
}
