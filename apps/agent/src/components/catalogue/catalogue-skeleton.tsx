import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@uniguide/ui';

// Not from program-grid.tsx: that module brings the real cards, and this one paints before them.
import { ProgramCardSkeleton, SKELETON_CARDS } from './program-card-skeleton';

/**
 * The catalogue's outline while its code loads: the same columns, filter card, search box and
 * placeholder cards as `ProgramCatalogue`, so nothing above the results moves when it arrives.
 */
export function CatalogueSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading programs…</Trans>
      </span>
      <div className="hidden lg:block" aria-hidden="true">
        <div className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm">
          <Skeleton className="h-7 w-20" />
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="grid gap-3">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      </div>
      <div className="grid min-w-0 content-start gap-5" aria-hidden="true">
        <Skeleton className="h-11 w-full" />
        <div className="flex min-h-9 items-center justify-between gap-3">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-9 w-24 lg:hidden" />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProgramCardSkeleton key={index} />
          ))}
        </div>
      </div>
    </div>
  );
}
