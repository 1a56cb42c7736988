import { formatAuditTime, formatRelative } from '@uniguide/client';
import { StatusTimeline } from '@uniguide/ui';
import type { StatusHistoryItem } from '../../../lib/api-types';
import { SectionCard } from '../../common/section-card';

/** Every status change, oldest first, with its exact time (and how long ago) and the notes. */
export function HistoryTimeline({ entries }: { entries: readonly StatusHistoryItem[] }) {
  return (
    <SectionCard title="Status History">
      <StatusTimeline
        entries={entries}
        renderDate={(timestamp) => (
          <p className="text-xs text-muted-foreground">
            <time dateTime={timestamp}>{formatAuditTime(timestamp)}</time> (
            {formatRelative(timestamp)})
          </p>
        )}
      />
    </SectionCard>
  );
}
