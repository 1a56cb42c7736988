import { Trans } from '@lingui/react/macro';
import { Skeleton } from './skeleton';

/** A chart's place while its data loads, `height` tall (a Tailwind height class), announced as loading. */
export function ChartSkeleton({ height }: { height: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading chart…</Trans>
      </span>
      <Skeleton className={`w-full ${height}`} />
    </div>
  );
}
