import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { BookmarkIcon, BookmarkXIcon } from 'lucide-react';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';

import { useSavedPrograms } from '../../../lib/saved-programs-store';
import { SignedInSavedProgramsProvider } from '../../../lib/saved-programs-sync';
import { useCatalogueTexts } from '../../catalogue/catalogue-texts';
import { DashboardCard, DashboardCardError, DashboardCardSkeleton } from '../common/dashboard-card';
import { BrowseProgramsButton } from '../common/browse-programs-button';

/** Rows shown before "Show all"; the rest are one click away. */
const COLLAPSED_ROWS = 6;

/** The agent's bookmarked programs (docs/product.md §11), newest first, each with Apply and Remove. */
export function SavedProgramsCard() {
  return (
    <SignedInSavedProgramsProvider>
      <SavedProgramsList />
    </SignedInSavedProgramsProvider>
  );
}

function SavedProgramsList() {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const trpc = useTRPC();
  const saved = useQuery({ ...trpc.savedProgram.list.queryOptions(), ...DASHBOARD_QUERY });
  // Shares the list query and the bookmark mutations with every bookmark button in the app, so a
  // removal disappears here at once and comes back if the server refuses it.
  const { isSaved, toggle } = useSavedPrograms();
  const [expanded, setExpanded] = useState(false);

  const entries = (saved.data ?? []).filter((entry) => isSaved(entry.programId));
  const visible = expanded ? entries : entries.slice(0, COLLAPSED_ROWS);

  return (
    <DashboardCard
      title={t`Saved Programs`}
      icon={BookmarkIcon}
      description={t`Programs you bookmarked while browsing the catalogue.`}
      action={
        entries.length > 0 ? (
          <Link
            to="/programs"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Trans>Browse more</Trans>
          </Link>
        ) : null
      }
      busy={saved.isPending}
    >
      {saved.isPending ? (
        <DashboardCardSkeleton label={t`Loading saved programs`} rowClassName="h-12" />
      ) : saved.isError ? (
        <DashboardCardError
          error={saved.error}
          fallback={t`Your saved programs could not be loaded.`}
          onRetry={() => void saved.refetch()}
        />
      ) : entries.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-4 text-center">
          <p className="text-sm text-muted-foreground">
            <Trans>
              You have not saved any programs yet. Use the bookmark on a program to keep it here.
            </Trans>
          </p>
          <BrowseProgramsButton variant="outline" size="sm" />
        </div>
      ) : (
        <>
          <ul className="divide-y" aria-label={t`Saved programs`}>
            {visible.map(({ programId, program }) => (
              <li
                key={programId}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <h3 className="font-medium break-words">
                    <Link
                      to="/dashboard/programs/$programId"
                      params={{ programId: String(programId) }}
                      className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {program.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {/* Each fact isolated: a Latin name beside Arabic keeps its place (docs/decisions/067-translation-layer.md). */}
                    {[
                      program.university.name,
                      program.degree ? texts.degree(program.degree) : null,
                      texts.tuition(program.tuitionAed),
                    ]
                      .filter((fact): fact is string => Boolean(fact))
                      .map((fact, index) => (
                        <span key={fact}>
                          {index > 0 ? ' · ' : null}
                          <bdi>{fact}</bdi>
                        </span>
                      ))}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button asChild size="sm">
                    <Link to="/apply/$programId" params={{ programId: String(programId) }}>
                      <Trans>Apply</Trans>
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => toggle(programId)}
                    aria-label={t`Remove ${program.name} from saved programs`}
                  >
                    <BookmarkXIcon aria-hidden="true" />
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {entries.length > COLLAPSED_ROWS ? (
            <Button
              variant="link"
              size="sm"
              className="mt-2 px-0"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded
                ? t`Show fewer`
                : t({
                    message: plural(entries.length, {
                      one: 'Show all # saved programs',
                      other: 'Show all # saved programs',
                    }),
                  })}
            </Button>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
