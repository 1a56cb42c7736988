import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { StatusTimeline, SectionCard } from '@uniguide/ui';
import type { StatusHistoryItem } from '../../../lib/api-types';

/** Every status change, oldest first, with its exact time (and how long ago) and the notes. */
export function HistoryTimeline({ entries }: { entries: readonly StatusHistoryItem[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <SectionCard title={t`Status History`}>
      <StatusTimeline
        entries={entries}
        renderDate={(timestamp) => (
          <p className="text-xs text-muted-foreground">
            <Trans>
              <time dateTime={timestamp}>{dates.auditTime(timestamp)}</time> (
              {dates.relative(timestamp)})
            </Trans>
          </p>
        )}
      />
    </SectionCard>
  );
}
