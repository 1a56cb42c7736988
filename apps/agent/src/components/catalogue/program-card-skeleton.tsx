import { Card, Skeleton } from '@uniguide/ui';

/** docs/product.md §10: six placeholder cards while loading. */
export const SKELETON_CARDS = 6;

/** Same outline as ProgramCard so the grid does not jump when the results arrive. */
export function ProgramCardSkeleton() {
  return (
    <Card className="h-full gap-4 py-5" aria-hidden="true">
      <div className="flex items-start gap-3 px-5">
        <Skeleton className="size-10 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="space-y-3 px-5">
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/5" />
      </div>
      <div className="flex items-center justify-between border-t px-5 pt-4">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-8 w-24" />
      </div>
    </Card>
  );
}
