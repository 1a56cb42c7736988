import { Card, Skeleton } from '@uniguide/ui';

/** Form page with a sidebar, while its data loads (apply, view and edit). */
export function FormPageSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-3/4 max-w-lg" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          {[0, 1].map((section) => (
            <Card key={section} className="gap-4 px-6">
              <Skeleton className="h-6 w-48" />
              <div className="grid gap-4 sm:grid-cols-2">
                {[0, 1, 2, 3].map((field) => (
                  <Skeleton key={field} className="h-9 w-full" />
                ))}
              </div>
            </Card>
          ))}
        </div>
        <Card className="gap-4 px-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      </div>
    </div>
  );
}
