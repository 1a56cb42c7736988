import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * A section's data as it arrives: a skeleton of `skeletonClassName` while it loads, the failure in
 * one line read out when it appears, then `children` (which render nothing until the data is there).
 */
export function LoadingSection({
  pending,
  failure,
  skeletonClassName,
  children,
}: {
  pending: boolean;
  failure: string | null;
  skeletonClassName: string;
  /** The loaded content; a section that lays out its content itself passes none. */
  children?: ReactNode;
}) {
  return (
    <>
      {pending ? <Skeleton className={skeletonClassName} /> : null}
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {children}
    </>
  );
}
