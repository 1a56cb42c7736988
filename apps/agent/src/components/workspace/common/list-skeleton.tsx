import { Skeleton } from '@uniguide/ui';

/** Placeholder rows while a list's first page loads, announced to screen readers by `label`. */
export function ListSkeleton({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  /** The height of one row, close to the real row's. */
  rowClassName: string;
}) {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`${rowClassName} w-full`} />
      ))}
    </div>
  );
}
