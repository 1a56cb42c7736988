import type { ComponentProps, KeyboardEvent } from 'react';
import { TableRow } from './table';

/**
 * A table row that opens its item: a click anywhere, or Enter or Space on the focused row. Keys on
 * a link or button inside the row stay that control's business. `aria-label` says what opens.
 */
export function ClickableTableRow({
  onOpen,
  ...props
}: Omit<ComponentProps<typeof TableRow>, 'onClick' | 'onKeyDown' | 'tabIndex' | 'className'> & {
  'aria-label': string;
  onOpen: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <TableRow
      tabIndex={0}
      className="cursor-pointer focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      onClick={onOpen}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}
