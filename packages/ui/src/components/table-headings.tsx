import type { ReactNode } from 'react';
import { TableHead, TableHeader, TableRow } from './table';

/** One column's heading; a `numeric` column (figures) is aligned to the end, as its cells are. */
export interface TableHeading {
  label: ReactNode;
  numeric?: boolean;
}

/**
 * A table's heading row from its columns' headings, in order. A column this viewer does not get
 * is passed as `false` (`isOwner && { … }`) and left out.
 */
export function TableHeadings({ columns }: { columns: ReadonlyArray<TableHeading | false> }) {
  const shown = columns.filter((column): column is TableHeading => column !== false);
  return (
    <TableHeader>
      <TableRow>
        {shown.map((column, index) => (
          <TableHead key={index} className={column.numeric ? 'text-end' : undefined}>
            {column.label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
