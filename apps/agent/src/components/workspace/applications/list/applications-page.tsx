import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorStatus, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ListEmptyState } from '../../common/list-empty-state';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { ListSkeleton } from '../../common/list-skeleton';
import { PageHeading } from '../../common/page-heading';
import { PagedList, ShowingRange } from '../../common/paged-list';
import { AuthRequired } from '../shared/auth-required';
import { ApplicationCards } from './application-cards';
import { ApplicationsTable } from './applications-table';
import { applicationListInput, withoutPage, type ApplicationsSearch } from './list-search';
import { ListToolbar } from './list-toolbar';
import { BrowseProgramsButton } from '../../common/browse-programs-button';

export interface ApplicationsPageProps {
  /** The address bar's search, filter, order and page. */
  search: ApplicationsSearch;
  onSearchChange: (search: ApplicationsSearch) => void;
}

function EmptyState({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  const { t } = useLingui();
  return filtered ? (
    <ListEmptyState
      icon={FileTextIcon}
      title={t`No matching applications`}
      description={t`Change the search or the status, or show all your applications.`}
      action={
        <Button variant="outline" onClick={onShowAll}>
          <Trans>Show All Applications</Trans>
        </Button>
      }
    />
  ) : (
    <ListEmptyState
      icon={FileTextIcon}
      title={t(PRODUCT_TEXTS.noApplications)}
      description={t`Find a program for your student and submit their first application.`}
      action={<BrowseProgramsButton />}
    />
  );
}

/** /dashboard/applications (docs/product.md §3): the agent's applications, searched, filtered and sorted by the server. */
export function ApplicationsPage({ search, onSearchChange }: ApplicationsPageProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(
    t`My Applications`,
    t`Track and edit the applications you submitted for your students.`,
  );
  const list = useQuery({
    ...trpc.application.list.queryOptions(applicationListInput(search), DASHBOARD_QUERY),
    // The current page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });

  if (list.isError && errorStatus(list.error) === 401) {
    return <AuthRequired redirectTo="/dashboard/applications" />;
  }

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`My Applications`}
        description={t`Track the status of your students' applications and keep them up to date.`}
        action={
          <Button asChild className="w-full sm:w-auto">
            <Link to="/dashboard/programs">
              <PlusIcon aria-hidden="true" />
              <Trans>New Application</Trans>
            </Link>
          </Button>
        }
      />

      <div className="grid gap-3">
        <ListToolbar search={search} onChange={onSearchChange} />
        <ShowingRange data={list.data} />
      </div>

      <PagedList
        query={list}
        skeleton={<ListSkeleton label={t`Loading applications…`} rows={5} rowClassName="h-16" />}
        empty={
          <EmptyState
            filtered={Boolean(search.status || search.search || search.unread)}
            onShowAll={() => onSearchChange({})}
          />
        }
        errorTitle={t(PRODUCT_TEXTS.applicationsLoadFailed)}
        errorFallback={t(PRODUCT_TEXTS.applicationsLoadFailedDefault)}
        table={(items) => <ApplicationsTable items={items} />}
        cards={(items) => <ApplicationCards items={items} />}
        onFirstPage={() => onSearchChange(withoutPage(search))}
        onPageChange={(next) =>
          onSearchChange({ ...withoutPage(search), ...(next > 1 ? { page: next } : {}) })
        }
      />
    </div>
  );
}
