import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, errorMessage, useTRPC } from '@uniguide/client';
import type { Program } from '@uniguide/domain';
import { Skeleton } from '@uniguide/ui';
import { useState, type ReactNode } from 'react';

import { useCatalogueTexts } from '../../../catalogue/catalogue-texts';
import { DebouncedSearchBox } from './debounced-search-box';

const RESULTS = 6;

/**
 * A search box over the catalogue and the first programs it finds, each with the caller's action
 * beside it. `id` names the box.
 */
export function ProgramSearch({
  id,
  action,
}: {
  id: string;
  action: (program: Program) => ReactNode;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  return (
    <>
      <DebouncedSearchBox
        id={id}
        label={t`Search programs or universities`}
        placeholder={t`Search programs or universities`}
        value={search}
        onSearch={setSearch}
      />
      <ProgramResults search={search} action={action} />
    </>
  );
}

/**
 * The first programs matching a search, each with the caller's action beside it (Apply on the new
 * application dialog, Add on the quote's picker).
 */
function ProgramResults({
  search,
  action,
}: {
  search: string;
  action: (program: Program) => ReactNode;
}) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const trpc = useTRPC();
  const programs = useQuery({
    ...trpc.program.list.queryOptions(
      { page: 1, pageSize: RESULTS, ...(search ? { search } : {}) },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  if (programs.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(programs.error, t`The programs could not be loaded. Please try again.`)}
      </p>
    );
  }
  if (!programs.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (programs.data.items.length === 0) {
    return (
      <p className="py-4 text-center text-sm text-muted-foreground">
        <Trans>No programs match.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label={t`Programs`}>
      {programs.data.items.map((program) => (
        <li
          key={program.id}
          className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
        >
          <div className="min-w-0">
            <p className="text-sm font-medium break-words">{program.name}</p>
            <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
              <span dir="auto" className="truncate">
                {program.university.name}
              </span>
              {program.degree ? (
                <span className="shrink-0">
                  · <bdi>{texts.degree(program.degree)}</bdi>
                </span>
              ) : null}
            </p>
          </div>
          {action(program)}
        </li>
      ))}
    </ul>
  );
}
