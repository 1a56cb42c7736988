import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@uniguide/ui';
import type { ComponentProps, ReactNode } from 'react';

/** A column's heading: its text, or the text with the heading cell's own props (alignment, aria-sort). */
export type ListColumn =
  string | ({ label: string } & Omit<ComponentProps<typeof TableHead>, 'children'>);

/** The last column of most lists, where the row's buttons sit. */
export const ACTIONS_COLUMN: ListColumn = { label: 'Actions', className: 'text-end' };

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
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => {
            const { label, ...props } = typeof column === 'string' ? { label: column } : column;
            return (
              <TableHead key={label} {...props}>
                {label}
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
