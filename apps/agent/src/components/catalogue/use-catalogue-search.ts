import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';

import { parseCatalogueSearch, type CatalogueSearch } from './catalogue-search';

/**
 * The catalogue's state lives in the search params of whichever route shows it (/programs,
 * /dashboard/programs, /universities/{id}), so a filtered view can be shared and survives a reload.
 * Each such route declares `validateSearch: parseCatalogueSearch`.
 */
export function useCatalogueSearch() {
  const raw = useSearch({ strict: false });
  const search = useMemo(() => parseCatalogueSearch(raw as Record<string, unknown>), [raw]);
  const navigate = useNavigate();

  const go = useCallback(
    (next: CatalogueSearch, replace: boolean) =>
      void navigate({
        to: '.',
        search: next,
        replace,
        // The pager scrolls to the results itself; a filter click must not jump to the page top.
        resetScroll: false,
      }),
    [navigate],
  );

  /** A filter change starts again at page 1; it replaces the history entry, as typing would. */
  const update = useCallback(
    (patch: Partial<CatalogueSearch>) => go({ ...search, ...patch, page: undefined }, true),
    [go, search],
  );
  /** A page turn is a new history entry, so Back returns to the previous page of results. */
  const setPage = useCallback(
    (page: number) => go({ ...search, page: page > 1 ? page : undefined }, false),
    [go, search],
  );
  const reset = useCallback(() => go({}, true), [go]);

  return { search, update, setPage, reset };
}
