import { Trans, useLingui } from '@lingui/react/macro';
import type { Program } from '@uniguide/domain';
import { Button, cn } from '@uniguide/ui';

import { SavedProgramsProvider } from '../../lib/saved-programs';
import { CATALOGUE_TEXTS } from './catalogue-messages';
import type { CataloguePlace } from './place';
import { ProgramCard } from './program-card';
import { ProgramCardSkeleton, SKELETON_CARDS } from './program-card-skeleton';

export interface ProgramGridProps {
  items: Program[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Older results stay on screen, dimmed, while the next set loads (no flash of skeletons). */
  isStale: boolean;
  filtered: boolean;
  onRetry: () => void;
  onReset: () => void;
  place?: CataloguePlace;
}

// grid-cols-1, not an auto track: a long line-clamped program name must not widen the phone layout.
const gridClass = 'grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2';

export function ProgramGrid({
  items,
  isPending,
  isError,
  isStale,
  filtered,
  onRetry,
  onReset,
  place = 'public',
}: ProgramGridProps) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProgramCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (isError || !items) {
    return (
      <div className="grid justify-items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <p role="alert" className="text-destructive">
          {t(CATALOGUE_TEXTS.programsLoadFailed)}
        </p>
        <Button variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <p className="max-w-md text-muted-foreground">{t(CATALOGUE_TEXTS.noPrograms)}</p>
        {filtered ? (
          <Button variant="outline" onClick={onReset}>
            <Trans>Reset Filters</Trans>
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <SavedProgramsProvider>
      <ul
        className={cn(gridClass, 'transition-opacity', isStale && 'opacity-60')}
        aria-busy={isStale || undefined}
      >
        {items.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} place={place} />
          </li>
        ))}
      </ul>
    </SavedProgramsProvider>
  );
}
