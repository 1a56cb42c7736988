import { cn } from '@uniguide/ui';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans both columns (long text such as notes). */
  wide?: boolean;
  /**
   * Free text someone typed (notes, reasons): a paragraph in its own direction, so an English note
   * on an Arabic page ends with its full stop (docs/decisions/068-right-to-left.md).
   */
  freeText?: boolean;
}

const EMPTY = <span className="text-muted-foreground">—</span>;

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Label/value pairs as a description list, two columns from `sm` up; empty values show a dash. */
export function DetailList({
  items,
  className,
}: {
  items: readonly DetailItem[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('grid min-w-0 gap-1', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {item.label}
          </dt>
          <dd
            dir={item.freeText && !isEmpty(item.value) ? 'auto' : undefined}
            className="text-sm break-words whitespace-pre-line"
          >
            {isEmpty(item.value) ? (
              EMPTY
            ) : item.freeText ? (
              item.value
            ) : typeof item.value === 'string' ? (
              // Names, e-mails and phone numbers in either script: isolated, so "Jr." keeps its
              // full stop at its end and "+971 50…" keeps its order on an Arabic page.
              <bdi>{item.value}</bdi>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
