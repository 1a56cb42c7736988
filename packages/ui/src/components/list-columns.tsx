import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { ClickableTableRow } from './clickable-table-row';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/**
 * One column of a list, defined once for both of its faces: the table on wide screens and the cards
 * on phones. The table shows `header` over `cell`; a card shows the column as a labelled field
 * (`phoneLabel`), or not at all when its heading already says it (`phoneLabel: null`).
 */
/** A column's words: a message (`msg`) to translate, or a text already in the page's language. */
export type ColumnText = MessageDescriptor | string;

function columnKey(text: ColumnText): string {
  return typeof text === 'string' ? text : text.id;
}

export interface ListColumn<T> {
  header: ColumnText;
  /** The heading is for screen readers only (a column of row actions). */
  headerHidden?: boolean;
  /** The heading cell's own props (alignment, `aria-sort`). */
  headProps?: Omit<ComponentProps<typeof TableHead>, 'children'>;
  cellClassName?: string;
  cell: (item: T) => ReactNode;
  /** The card field's label, or null where the card's heading shows the value. */
  phoneLabel: ColumnText | null;
  /** What the card shows when it is not the table's cell (a link without its hover title). */
  phoneCell?: (item: T) => ReactNode;
  /** The card field's class (its span in the card's grid). */
  phoneClassName?: string;
  /** Where the field stands on the card when not in the table's order (lower first). */
  phoneOrder?: number;
}

/**
 * A list as a table: the columns' headings, one row per item, or one row saying the list is empty.
 * With `openRow`, a row opens its item (ClickableTableRow): `label` says what opens.
 */
export function ColumnTable<T>({
  columns,
  items,
  rowKey,
  rowClassName,
  openRow,
  emptyText,
}: {
  columns: readonly ListColumn<T>[];
  items: readonly T[];
  rowKey: (item: T) => string | number;
  rowClassName?: (item: T) => string | undefined;
  openRow?: (item: T) => { label: string; onOpen: () => void };
  /** Shown across the table when there are no items; without it, an empty table has no rows. */
  emptyText?: ReactNode;
}) {
  const { t } = useLingui();
  const cells = (item: T) =>
    columns.map((column) => (
      <TableCell key={columnKey(column.header)} className={column.cellClassName}>
        {column.cell(item)}
      </TableCell>
    ));
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => {
            const text = typeof column.header === 'string' ? column.header : t(column.header);
            return (
              <TableHead key={columnKey(column.header)} {...column.headProps}>
                {column.headerHidden ? <span className="sr-only">{text}</span> : text}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 && emptyText !== undefined ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-12 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          items.map((item) => {
            const open = openRow?.(item);
            return open ? (
              <ClickableTableRow key={rowKey(item)} aria-label={open.label} onOpen={open.onOpen}>
                {cells(item)}
              </ClickableTableRow>
            ) : (
              <TableRow key={rowKey(item)} className={rowClassName?.(item)}>
                {cells(item)}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}

/** A card's labelled fields (`<dl>`), from the columns that have a `phoneLabel`. */
export function CardFields<T>({
  columns,
  item,
  className,
}: {
  columns: readonly ListColumn<T>[];
  item: T;
  className?: string;
}) {
  const { t } = useLingui();
  const fields = columns
    .map((column, index) => ({ column, order: column.phoneOrder ?? index }))
    .filter(({ column }) => column.phoneLabel !== null)
    .sort((a, b) => a.order - b.order);
  return (
    <dl className={cn('text-sm', className)}>
      {fields.map(({ column }) => (
        <div key={columnKey(column.header)} className={column.phoneClassName}>
          <dt className="text-xs text-muted-foreground">
            {typeof column.phoneLabel === 'string' || column.phoneLabel === null
              ? column.phoneLabel
              : t(column.phoneLabel)}
          </dt>
          <dd>{(column.phoneCell ?? column.cell)(item)}</dd>
        </div>
      ))}
    </dl>
  );
}
