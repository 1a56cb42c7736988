import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useTRPC } from '@uniguide/client';
import { Badge, Button, Pagination } from '@uniguide/ui';

import {
  CATALOGUE_PAGE_SIZE,
  catalogueListInput,
  countPanelFilters,
  isCatalogueFiltered,
} from './catalogue-search';
import { CatalogueSearchBox } from './catalogue-search-box';
import { FilterPanel } from './filter-panel';
import type { CataloguePlace } from './place';
import { ProgramGrid } from './program-grid';
import { ResultsSummary } from './results-summary';
import { useSheetOnDemand } from '../../lib/use-sheet-on-demand';
import { useCatalogueSearch } from './use-catalogue-search';

// The mobile filter sheet (Radix Dialog, focus trap, scroll lock) is not needed to show the programs:
// it is fetched when the Filters button is pointed at, focused or pressed.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() =>
  loadFilterSheet().then((module) => ({ default: module.FilterSheet })),
);

export interface ProgramCatalogueProps {
  /** Pins the list to one university (its profile page); the other filters stay available. */
  universityId?: number;
  /** Inside the workspace, View Details opens the program there too. */
  place?: CataloguePlace;
}

/**
 * Search box, filter panel (a sheet on small screens), results grid and pager. All state is in the
 * URL of the route that renders it; that route needs `validateSearch: parseCatalogueSearch`.
 */
export function ProgramCatalogue({ universityId, place = 'public' }: ProgramCatalogueProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { search, update, setPage, reset } = useCatalogueSearch();
  const router = useRouter();
  const sheet = useSheetOnDemand(loadFilterSheet);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const pinned = universityId !== undefined;
  const input = catalogueListInput(search, universityId);
  const page = input.page;
  const programs = useQuery(
    trpc.program.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );

  const total = programs.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  const lastPageOverrun =
    !programs.isPlaceholderData && programs.data !== undefined && page > totalPages;

  // A shared link may point past the end once the catalogue has shrunk: show its last page instead.
  useEffect(() => {
    if (lastPageOverrun) setPage(totalPages);
  }, [lastPageOverrun, setPage, totalPages]);

  // Turning the page should feel instant, so the next page is fetched while this one is read.
  const inputKey = JSON.stringify(input);
  useEffect(() => {
    if (programs.isPlaceholderData || page >= totalPages) return;
    const next = { ...(JSON.parse(inputKey) as typeof input), page: page + 1 };
    void queryClient.prefetchQuery(trpc.program.list.queryOptions(next));
  }, [inputKey, page, totalPages, programs.isPlaceholderData, queryClient, trpc]);

  const activeCount = countPanelFilters(search, pinned);
  const filtered = isCatalogueFiltered(search, pinned);

  const goToPage = (next: number) => {
    setPage(next);
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const panelProps = {
    search,
    onChange: update,
    onReset: reset,
    showUniversities: !pinned,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-labelledby="catalogue-filters-heading" className="hidden lg:block">
        <div className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="catalogue-filters-heading" className="mb-5 text-lg font-semibold">
            <Trans>Filters</Trans>
          </h2>
          <FilterPanel
            {...panelProps}
            idPrefix="filters"
            onApply={() => resultsRef.current?.focus()}
          />
        </div>
      </aside>

      <div className="grid min-w-0 content-start gap-5">
        <CatalogueSearchBox
          value={search.search ?? ''}
          onSearch={(text) => update({ search: text.trim() ? text : undefined })}
        />

        <div className="flex min-h-9 items-center justify-between gap-3">
          <ResultsSummary
            ref={resultsRef}
            page={programs.data?.page ?? page}
            total={total}
            totalIsEstimate={programs.data?.totalIsEstimate}
            shown={programs.data?.items.length ?? 0}
            loading={programs.isPending}
            failed={programs.isError}
          />
          <Button {...sheet.triggerProps} variant="outline" className="shrink-0 lg:hidden">
            <Trans>
              <SlidersHorizontalIcon aria-hidden="true" />
              Filters
              {activeCount > 0 ? (
                <Badge className="ms-0.5 rounded-full px-1.5">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </Badge>
              ) : null}
            </Trans>
          </Button>
          {sheet.opened ? (
            <Suspense fallback={null}>
              <FilterSheet
                {...panelProps}
                open={sheet.open}
                onOpenChange={sheet.setOpen}
                trigger={sheet.trigger}
              />
            </Suspense>
          ) : null}
        </div>

        <ProgramGrid
          place={place}
          items={programs.data?.items}
          isPending={programs.isPending}
          isError={programs.isError}
          isStale={programs.isPlaceholderData}
          filtered={filtered}
          onRetry={() => void programs.refetch()}
          onReset={reset}
        />

        {programs.data && !programs.isError ? (
          <div className="pt-4">
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={goToPage}
              // Links, so a server-rendered catalogue pages through without JavaScript too.
              hrefFor={(target) =>
                router.buildLocation({
                  to: '.',
                  search: { ...search, page: target > 1 ? target : undefined },
                }).href
              }
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
