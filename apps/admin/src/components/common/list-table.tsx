import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@uniguide/ui';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A column's heading: its message (`msg`), or the message with the heading cell's own props
 * (alignment, aria-sort).
 */
export type ListColumn =
  | MessageDescriptor
  | ({ label: MessageDescriptor } & Omit<ComponentProps<typeof TableHead>, 'children'>);

/** The last column of most lists, where the row's buttons sit. */
export const ACTIONS_COLUMN: ListColumn = { label: msg`Actions`, className: 'text-end' };

/**
 * A list as a table: the headings, then one row per item (`children` renders it, key included), or
 * one row across every column saying the list is empty.
 */
export function ListTable<T>({
  columns,
  items,
  emptyText,
  children: renderRow,
}: {
  columns: readonly ListColumn[];
  items: readonly T[];
  emptyText: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => {
            const { label, ...props } = 'label' in column ? column : { label: column };
            return (
              <TableHead key={label.id} {...props}>
                {t(label)}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-12 text-center text-muted-foreground">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : (
          items.map((item) => renderRow(item))
        )}
      </TableBody>
    </Table>
  );
}
