import { Trans } from '@lingui/react/macro';
import { Card, Skeleton } from '@uniguide/ui';

export function ProgramDetailSkeleton() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading program…</Trans>
      </span>
      <Skeleton className="h-4 w-64" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="gap-4 px-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-4 h-6 w-48" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
        <div className="grid content-start gap-6">
          <Card className="gap-4 px-6">
            <Skeleton className="h-6 w-44" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </Card>
          <Card className="gap-4 px-6">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24 w-full" />
          </Card>
        </div>
      </div>
    </div>
  );
}
