import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useDateFormatters } from '@uniguide/client';
import { TableCell, TableRow } from '@uniguide/ui';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { HandledBadge, HandledToggle, MessageText, SenderEmail } from './message-parts';

/** Date, sender, subject, the message (expandable when long) and its handled state. */
export function MessagesTable({ messages }: { messages: readonly ContactMessageItem[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <ListTable
      columns={[msg`Date`, msg`From`, msg`Subject`, msg`Message`, msg`Status`, ACTIONS_COLUMN]}
      items={messages}
      emptyText={t`No messages`}
    >
      {(message) => (
        <TableRow key={message.id} className="align-top">
          <TableCell className="whitespace-nowrap">{dates.auditTime(message.createdAt)}</TableCell>
          <TableCell>
            <div className="font-medium" dir="auto">
              {message.name}
            </div>
            <SenderEmail email={message.email} />
          </TableCell>
          <TableCell className="max-w-48 truncate" title={message.subject} dir="auto">
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
