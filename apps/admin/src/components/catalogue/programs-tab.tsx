import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { NativeFilterSelect } from '../common/filter-controls';
import { PagedListCard } from '../common/list-card';
import { SearchInput } from '../common/search-input';
import type { AdminProgram } from './catalogue-types';
import { ProgramCards } from './program-cards';
import { ProgramDialog } from './program-dialog';
import { ProgramsTable } from './programs-table';
import { ProgramRequirementsDialog } from './requirements/program-requirements-dialog';
import { useEditDialog } from './use-edit-dialog';

/** Every program, hidden ones included, searched and paged on the server. */
export function ProgramsTab() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
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
  const rowActions = { onEdit: dialog.openDialog, onDocuments: documents.openDialog };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchInput
          id="programs-search"
          label={t`Search`}
          placeholder={t`Program, university or field`}
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
          className="md:max-w-md md:flex-1"
        />
        <NativeFilterSelect
          id="programs-university"
          label={t`University`}
          className="md:w-72"
          value={universityId}
          onValueChange={(value) => {
            setUniversityId(value);
            setPage(1);
          }}
        >
          <option value="">{t`All universities`}</option>
          {universities.data?.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </NativeFilterSelect>
        <Button
          className="md:ms-auto"
          onClick={() => dialog.openDialog()}
          disabled={!universities.data}
        >
          <PlusIcon aria-hidden="true" />
          <Trans>Add program</Trans>
        </Button>
      </div>
      <PagedListCard
        query={list}
        failedTitle={t`The programs could not be loaded.`}
        loadingLabel={t`Loading programs…`}
        skeletonRows={6}
        noun="programs"
        onPageChange={setPage}
      >
        {(data) =>
          wide ? (
            <ProgramsTable programs={data.items} {...rowActions} />
          ) : (
            <ProgramCards programs={data.items} {...rowActions} />
          )
        }
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
