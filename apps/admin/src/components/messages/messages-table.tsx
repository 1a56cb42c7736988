import { msg } from '@lingui/core/macro';
import { formatAuditTime } from '@uniguide/client';
import { TableCell, TableRow } from '@uniguide/ui';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { HandledBadge, HandledToggle, MessageText, SenderEmail } from './message-parts';

/** Date, sender, subject, the message (expandable when long) and its handled state. */
export function MessagesTable({ messages }: { messages: readonly ContactMessageItem[] }) {
  return (
    <ListTable
      columns={[msg`Date`, msg`From`, msg`Subject`, msg`Message`, msg`Status`, ACTIONS_COLUMN]}
      items={messages}
      emptyText="No messages"
    >
      {(message) => (
        <TableRow key={message.id} className="align-top">
          <TableCell className="whitespace-nowrap">{formatAuditTime(message.createdAt)}</TableCell>
          <TableCell>
            <div className="font-medium">{message.name}</div>
            <SenderEmail email={message.email} />
          </TableCell>
          <TableCell className="max-w-48 truncate" title={message.subject}>
            {message.subject}
          </TableCell>
          <TableCell className="max-w-md whitespace-normal">
            <MessageText message={message} />
          </TableCell>
          <TableCell>
            <HandledBadge message={message} />
          </TableCell>
          <TableCell className="text-end">
            <HandledToggle message={message} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
