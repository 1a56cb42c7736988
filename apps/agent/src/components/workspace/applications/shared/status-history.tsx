import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle, StatusTimeline } from '@uniguide/ui';
import { DatedValue } from './dated-value';
import type { StatusHistoryItem } from './types';

/** docs/product.md §3: one entry per change, from → to, with its date and notes, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusHistoryItem[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Status History</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <StatusTimeline
          entries={entries}
          renderDate={(timestamp) => (
            <DatedValue value={timestamp} className="text-sm text-muted-foreground" />
          )}
        />
      </CardContent>
    </Card>
  );
}
