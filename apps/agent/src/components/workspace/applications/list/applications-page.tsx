import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import { MESSAGES, type ApplicationStatus } from '@uniguide/domain';
import { Button, Skeleton } from '@uniguide/ui';
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { CataloguePagination } from '../../../catalogue/catalogue-pagination';
import { AuthRequired } from '../shared/auth-required';
import { LoadFailed } from '../shared/load-state';
import { ApplicationCards } from './application-cards';
import { ApplicationsTable } from './applications-table';
import { APPLICATIONS_PAGE_SIZE, type ApplicationsSearch } from './list-search';
import { StatusFilter } from './status-filter';

export interface ApplicationsPageProps {
  status: ApplicationStatus | undefined;
  page: number;
  onSearchChange: (search: ApplicationsSearch) => void;
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading applications…
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

function EmptyState({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-xl border border-dashed px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileTextIcon className="size-7" aria-hidden="true" />
      </span>
      {filtered ? (
        <>
          <h2 className="text-lg font-semibold">No applications with this status</h2>
          <p className="max-w-sm text-muted-foreground">
            Choose another status, or show all your applications.
          </p>
          <Button variant="outline" onClick={onShowAll}>
            Show All Applications
          </Button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{MESSAGES.noApplications}</h2>
          <p className="max-w-sm text-muted-foreground">
            Find a program for your student and submit their first application.
          </p>
          <Button asChild>
            <Link to="/programs">Browse Programs</Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** /dashboard/applications (spec §2): the agent's applications, newest first. */
export function ApplicationsPage({ status, page, onSearchChange }: ApplicationsPageProps) {
  const trpc = useTRPC();
  usePageTitle(
    'My Applications',
    'Track and edit the applications you submitted for your students.',
  );
  const list = useQuery({
    ...trpc.application.list.queryOptions(
      { page, pageSize: APPLICATIONS_PAGE_SIZE, ...(status ? { status } : {}) },
      DASHBOARD_QUERY,
    ),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  if (list.isError && errorStatus(list.error) === 401) {
    return <AuthRequired redirectTo="/dashboard/applications" />;
  }

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Applications</h1>
          <p className="text-muted-foreground">
            Track the status of your students&apos; applications and keep them up to date.
          </p>
        </div>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/dashboard/programs">
            <PlusIcon aria-hidden="true" />
            New Application
          </Link>
        </Button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter value={status} onChange={(next) => onSearchChange({ status: next })} />
        {data && data.total > 0 && data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {first}–{last} of {data.total}
          </p>
        ) : null}
      </div>

      {list.isError ? (
        <LoadFailed
          title={MESSAGES.applicationsLoadFailed}
          error={list.error}
          fallback={MESSAGES.applicationsLoadFailedDefault}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 && data.total > 0 ? (
        <div className="grid justify-items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">This page is past the end of the list.</p>
          <Button variant="outline" onClick={() => onSearchChange({ status })}>
            Go to the First Page
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState filtered={status !== undefined} onShowAll={() => onSearchChange({})} />
      ) : (
        <div
          className={
            list.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'
          }
          aria-busy={list.isPlaceholderData || undefined}
        >
          <div className="hidden rounded-xl border bg-card md:block">
            <ApplicationsTable items={data.items} />
          </div>
          <div className="md:hidden">
            <ApplicationCards items={data.items} />
          </div>
          <CataloguePagination
            page={data.page}
            totalPages={totalPages}
            onPageChange={(next) => {
              onSearchChange({ status, ...(next > 1 ? { page: next } : {}) });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </div>
  );
}
