import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import { MESSAGES, type ApplicationStatus } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ListEmptyState } from '../../common/list-empty-state';
import { ListSkeleton } from '../../common/list-skeleton';
import { PageHeading } from '../../common/page-heading';
import { PagedList, ShowingRange } from '../../common/paged-list';
import { AuthRequired } from '../shared/auth-required';
import { ApplicationCards } from './application-cards';
import { ApplicationsTable } from './applications-table';
import { APPLICATIONS_PAGE_SIZE, type ApplicationsSearch } from './list-search';
import { StatusFilter } from './status-filter';

export interface ApplicationsPageProps {
  status: ApplicationStatus | undefined;
  page: number;
  onSearchChange: (search: ApplicationsSearch) => void;
}

function EmptyState({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  return filtered ? (
    <ListEmptyState
      icon={FileTextIcon}
      title="No applications with this status"
      description="Choose another status, or show all your applications."
      action={
        <Button variant="outline" onClick={onShowAll}>
          Show All Applications
        </Button>
      }
    />
  ) : (
    <ListEmptyState
      icon={FileTextIcon}
      title={MESSAGES.noApplications}
      description="Find a program for your student and submit their first application."
      action={
        <Button asChild>
          <Link to="/programs">Browse Programs</Link>
        </Button>
      }
    />
  );
}

/** /dashboard/applications (docs/product.md §3): the agent's applications, newest first. */
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

  return (
    <div className="grid gap-6">
      <PageHeading
        title="My Applications"
        description="Track the status of your students' applications and keep them up to date."
        action={
          <Button asChild className="w-full sm:w-auto">
            <Link to="/dashboard/programs">
              <PlusIcon aria-hidden="true" />
              New Application
            </Link>
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter value={status} onChange={(next) => onSearchChange({ status: next })} />
        <ShowingRange data={list.data} />
      </div>

      <PagedList
        query={list}
        skeleton={<ListSkeleton label="Loading applications…" rows={5} rowClassName="h-16" />}
        empty={<EmptyState filtered={status !== undefined} onShowAll={() => onSearchChange({})} />}
        errorTitle={MESSAGES.applicationsLoadFailed}
        errorFallback={MESSAGES.applicationsLoadFailedDefault}
        table={(items) => <ApplicationsTable items={items} />}
        cards={(items) => <ApplicationCards items={items} />}
        onFirstPage={() => onSearchChange({ status })}
        onPageChange={(next) => onSearchChange({ status, ...(next > 1 ? { page: next } : {}) })}
      />
    </div>
  );
}
