import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, errorStatus, useSession, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { SearchXIcon, UsersIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { AuthRequired } from '../../applications/shared/auth-required';
import { ListEmptyState } from '../../common/list-empty-state';
import { ListSkeleton } from '../../common/list-skeleton';
import { PageHeading } from '../../common/page-heading';
import { PagedList, ShowingRange } from '../../common/paged-list';
import { nameOf } from '../../../agency/member-parts';
import { DebouncedSearchBox } from '../shared/debounced-search-box';
import { CounsellorFilter } from './counsellor-filter';
import { StudentCards } from './student-cards';
import { StudentsTable } from './students-table';
import { STUDENTS_PAGE_SIZE, type StudentsSearch } from './students-search';
import { BrowseProgramsButton } from '../../common/browse-programs-button';

export interface StudentsPageProps {
  search: string | undefined;
  /** An owner's filter: one member's students. */
  counsellor?: number | undefined;
  page: number;
  onSearchChange: (search: StudentsSearch) => void;
}

function EmptyState({
  search,
  filtered,
  onClear,
}: {
  search: string | undefined;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (!search && filtered)
    return (
      <ListEmptyState
        icon={SearchXIcon}
        title={t`No students for this counsellor`}
        description={t`Choose another member, or all members.`}
        action={
          <Button variant="outline" onClick={onClear}>
            <Trans>Show All Members</Trans>
          </Button>
        }
      />
    );
  return search ? (
    <ListEmptyState
      icon={SearchXIcon}
      title={t`No students match “${search}”`}
      description={t`Check the spelling, or search by another part of the name or e-mail.`}
      action={
        <Button variant="outline" onClick={onClear}>
          <Trans>Clear Search</Trans>
        </Button>
      }
    />
  ) : (
    <ListEmptyState
      icon={UsersIcon}
      title={t`No students yet`}
      description={t`A student is added here with their first application. Find a program and apply for them.`}
      action={<BrowseProgramsButton to="/dashboard/programs" />}
    />
  );
}

/** /dashboard/students: the agent's students, searched and paged on the server. */
export function StudentsPage({ search, counsellor, page, onSearchChange }: StudentsPageProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(
    t`Students`,
    t`The students you apply for, their documents on file and applications.`,
  );
  // An owner's list holds the whole agency's students: who looks after each, and a filter by member.
  const isOwner = useSession().data?.agencyRole === 'owner';
  const agency = useQuery({ ...trpc.agency.mine.queryOptions(), enabled: isOwner });
  const members = (agency.data?.members ?? []).map((member) => ({
    id: member.id,
    name: nameOf(member),
  }));
  const list = useQuery({
    ...trpc.student.list.queryOptions(
      {
        page,
        pageSize: STUDENTS_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(isOwner && counsellor !== undefined ? { counsellorId: counsellor } : {}),
      },
      DASHBOARD_QUERY,
    ),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  const filter = counsellor === undefined ? {} : { counsellor };

  if (list.isError && errorStatus(list.error) === 401) {
    return <AuthRequired redirectTo="/dashboard/students" />;
  }

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`Students`}
        description={t`Everyone you apply for, with their documents on file and every application.`}
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <DebouncedSearchBox
            id="students-search"
            label={t`Search students`}
            placeholder={t`Search by name or e-mail`}
            className="sm:w-80"
            value={search ?? ''}
            onSearch={(text) => onSearchChange({ ...filter, ...(text ? { search: text } : {}) })}
          />
          {isOwner && members.length > 1 ? (
            <CounsellorFilter
              members={members}
              value={counsellor}
              onChange={(next) =>
                onSearchChange({
                  ...(search ? { search } : {}),
                  ...(next === undefined ? {} : { counsellor: next }),
                })
              }
            />
          ) : null}
        </div>
        <ShowingRange data={list.data} />
      </div>

      <PagedList
        query={list}
        skeleton={<ListSkeleton label={t`Loading students…`} rows={5} rowClassName="h-14" />}
        empty={
          <EmptyState
            search={search}
            filtered={counsellor !== undefined}
            onClear={() => onSearchChange(search ? filter : {})}
          />
        }
        errorTitle={t`Error Loading Students`}
        errorFallback={t`There was a problem loading your students. Please try again later.`}
        table={(items) => <StudentsTable items={items} showCounsellor={isOwner} />}
        cards={(items) => <StudentCards items={items} showCounsellor={isOwner} />}
        onFirstPage={() => onSearchChange({ ...filter, ...(search ? { search } : {}) })}
        onPageChange={(next) =>
          onSearchChange({
            ...filter,
            ...(search ? { search } : {}),
            ...(next > 1 ? { page: next } : {}),
          })
        }
      />
    </div>
  );
}
