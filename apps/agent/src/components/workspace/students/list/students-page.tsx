import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import { Button, Skeleton } from '@uniguide/ui';
import { SearchXIcon, UsersIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { CataloguePagination } from '../../../catalogue/catalogue-pagination';
import { AuthRequired } from '../../applications/shared/auth-required';
import { LoadFailed } from '../../applications/shared/load-state';
import { DebouncedSearchBox } from '../shared/debounced-search-box';
import { StudentCards } from './student-cards';
import { StudentsTable } from './students-table';
import { STUDENTS_PAGE_SIZE, type StudentsSearch } from './students-search';

export interface StudentsPageProps {
  search: string | undefined;
  page: number;
  onSearchChange: (search: StudentsSearch) => void;
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading students…
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

function EmptyState({ search, onClear }: { search: string | undefined; onClear: () => void }) {
  const Icon = search ? SearchXIcon : UsersIcon;
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {search ? (
        <>
          <h2 className="text-lg font-semibold">No students match “{search}”</h2>
          <p className="max-w-sm text-muted-foreground">
            Check the spelling, or search by another part of the name or e-mail.
          </p>
          <Button variant="outline" onClick={onClear}>
            Clear Search
          </Button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold">No students yet</h2>
          <p className="max-w-sm text-muted-foreground">
            A student is added here with their first application. Find a program and apply for them.
          </p>
          <Button asChild>
            <Link to="/dashboard/programs">Browse Programs</Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** /dashboard/students: the agent's students, searched and paged on the server. */
export function StudentsPage({ search, page, onSearchChange }: StudentsPageProps) {
  const trpc = useTRPC();
  usePageTitle('Students', 'The students you apply for, their documents on file and applications.');
  const list = useQuery({
    ...trpc.student.list.queryOptions(
      { page, pageSize: STUDENTS_PAGE_SIZE, ...(search ? { search } : {}) },
      DASHBOARD_QUERY,
    ),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  if (list.isError && errorStatus(list.error) === 401) {
    return <AuthRequired redirectTo="/dashboard/students" />;
  }

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Students</h1>
        <p className="text-muted-foreground">
          Everyone you apply for, with their documents on file and every application.
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DebouncedSearchBox
          id="students-search"
          label="Search students"
          placeholder="Search by name or e-mail"
          className="sm:max-w-sm"
          value={search ?? ''}
          onSearch={(text) => onSearchChange(text ? { search: text } : {})}
        />
        {data && data.total > 0 && data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {first}–{last} of {data.total}
          </p>
        ) : null}
      </div>

      {list.isError ? (
        <LoadFailed
          title="Error Loading Students"
          error={list.error}
          fallback="There was a problem loading your students. Please try again later."
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 && data.total > 0 ? (
        <div className="grid justify-items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">This page is past the end of the list.</p>
          <Button variant="outline" onClick={() => onSearchChange(search ? { search } : {})}>
            Go to the First Page
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState search={search} onClear={() => onSearchChange({})} />
      ) : (
        <div
          className={
            list.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'
          }
          aria-busy={list.isPlaceholderData || undefined}
        >
          <div className="hidden rounded-xl border bg-card md:block">
            <StudentsTable items={data.items} />
          </div>
          <div className="md:hidden">
            <StudentCards items={data.items} />
          </div>
          <CataloguePagination
            page={data.page}
            totalPages={totalPages}
            onPageChange={(next) => {
              onSearchChange({
                ...(search ? { search } : {}),
                ...(next > 1 ? { page: next } : {}),
              });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </div>
  );
}
