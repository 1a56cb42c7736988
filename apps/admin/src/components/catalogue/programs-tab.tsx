import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import {
  Badge,
  Button,
  Card,
  Label,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@uniguide/ui';
import { EyeIcon, EyeOffIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { LoadFailed } from '../common/load-failed';
import { SearchInput } from '../common/search-input';
import { TablePagination } from '../common/table-pagination';
import type { AdminProgram } from './catalogue-types';
import { ConfirmDelete } from './confirm-delete';
import { ProgramDialog } from './program-dialog';
import { useCatalogueFeedback } from './use-catalogue-feedback';

/** Every program, hidden ones included, searched and paged on the server. */
export function ProgramsTab() {
  const trpc = useTRPC();
  const feedback = useCatalogueFeedback();
  const [search, setSearch] = useState('');
  const [universityId, setUniversityId] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminProgram | null>(null);
  const [open, setOpen] = useState(false);
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
  const openDialog = (program: AdminProgram | null) => {
    setEditing(program);
    setOpen(true);
  };

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
        <div className="grid gap-2 md:w-72">
          <Label htmlFor="programs-university">University</Label>
          <select
            id="programs-university"
            className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            value={universityId}
            onChange={(event) => {
              setUniversityId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All universities</option>
            {universities.data?.map((university) => (
              <option key={university.id} value={university.id}>
                {university.name}
              </option>
            ))}
          </select>
        </div>
        <Button
          className="md:ml-auto"
          onClick={() => openDialog(null)}
          disabled={!universities.data}
        >
          <PlusIcon aria-hidden="true" />
          Add program
        </Button>
      </div>
      {list.isError ? (
        <LoadFailed
          title="The programs could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Card className="gap-0 overflow-hidden py-0" aria-busy={list.isFetching}>
            {list.data ? (
              <Table>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead>Program</TableHead>
                    <TableHead>University</TableHead>
                    <TableHead>Degree</TableHead>
                    <TableHead>Fee</TableHead>
                    <TableHead className="text-right">Applications</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.data.items.length === 0 ? (
                    <TableRow className="hover:bg-transparent">
                      <TableCell colSpan={6} className="py-12 text-center text-muted-foreground">
                        No programs found
                      </TableCell>
                    </TableRow>
                  ) : (
                    list.data.items.map((program) => (
                      <TableRow key={program.id}>
                        <TableCell className="max-w-72">
                          <div className="truncate font-medium" title={program.name}>
                            {program.name}
                          </div>
                          {program.hidden ? <Badge variant="warning">Hidden</Badge> : null}
                        </TableCell>
                        <TableCell className="max-w-56 truncate" title={program.university.name}>
                          {program.university.name}
                        </TableCell>
                        <TableCell>{program.degree ?? '-'}</TableCell>
                        <TableCell className="max-w-40 truncate">
                          {program.tuition ?? '-'}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {program.applicationCount}
                        </TableCell>
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Edit ${program.name}`}
                              onClick={() => openDialog(program)}
                            >
                              <PencilIcon aria-hidden="true" />
                              Edit
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={setHidden.isPending}
                              aria-label={`${program.hidden ? 'Unhide' : 'Hide'} ${program.name}`}
                              onClick={() =>
                                setHidden.mutate({ id: program.id, hidden: !program.hidden })
                              }
                            >
                              {program.hidden ? (
                                <EyeIcon aria-hidden="true" />
                              ) : (
                                <EyeOffIcon aria-hidden="true" />
                              )}
                              {program.hidden ? 'Unhide' : 'Hide'}
                            </Button>
                            <ConfirmDelete
                              name={program.name}
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
                    ))
                  )}
                </TableBody>
              </Table>
            ) : (
              <div className="grid gap-2 p-4">
                <span className="sr-only" role="status">
                  Loading programs…
                </span>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-10 w-full" />
                ))}
              </div>
            )}
          </Card>
          {list.data ? (
            <TablePagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              shown={list.data.items.length}
              noun="programs"
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}
      <ProgramDialog
        program={editing ?? undefined}
        universities={universities.data ?? []}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
