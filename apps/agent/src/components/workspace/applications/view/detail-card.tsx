import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import type { ReactNode } from 'react';

export interface DetailItem {
  term: string;
  value: ReactNode;
  /** Long text (notes) takes the full width. */
  wide?: boolean;
  /**
   * Free text someone typed (notes): a paragraph in its own direction, so an English note on an
   * Arabic page ends with its full stop (docs/decisions/068-right-to-left.md).
   */
  freeText?: boolean;
}

/** A titled card of read-only term/value pairs; `action` goes in the header (an Edit button). */
export function DetailCard({
  title,
  items,
  action,
}: {
  title: string;
  items: readonly DetailItem[];
  action?: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {items.map((item) => (
            <div
              key={item.term}
              className={
                item.wide
                  ? 'grid content-start gap-0.5 sm:col-span-2'
                  : 'grid content-start gap-0.5'
              }
            >
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {item.term}
              </dt>
              <dd
                dir={item.freeText ? 'auto' : undefined}
                className="text-sm break-words whitespace-pre-line"
              >
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
