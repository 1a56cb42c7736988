import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, formatAuditTime, useTRPC } from '@uniguide/client';
import { Badge, Button, TableCell, TableRow, toast } from '@uniguide/ui';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';

const PREVIEW_LENGTH = 80;

function HandledToggle({ message }: { message: ContactMessageItem }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const handled = message.handledAt !== null;
  const setHandled = useMutation(
    trpc.admin.contactMessage.setHandled.mutationOptions({
      onSuccess: async (updated) => {
        toast({ title: updated.handledAt ? 'Marked as handled' : 'Marked as unhandled' });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (error) =>
        toast({
          title: 'The message could not be updated',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <Button
      variant={handled ? 'outline' : 'default'}
      size="sm"
      aria-pressed={handled}
      disabled={setHandled.isPending}
      aria-label={
        // Starts with the visible words, so speech users can say what they see.
        handled
          ? `Reopen message from ${message.name}`
          : `Mark handled: message from ${message.name}`
      }
      onClick={() => setHandled.mutate({ id: message.id, handled: !handled })}
    >
      {handled ? 'Reopen' : 'Mark handled'}
    </Button>
  );
}

/** Date, sender, subject, the message (expandable when long) and its handled state. */
export function MessagesTable({ messages }: { messages: readonly ContactMessageItem[] }) {
  return (
    <ListTable
      columns={['Date', 'From', 'Subject', 'Message', 'Status', ACTIONS_COLUMN]}
      items={messages}
      emptyText="No messages"
    >
      {(message) => (
        <TableRow key={message.id} className="align-top">
          <TableCell className="whitespace-nowrap">{formatAuditTime(message.createdAt)}</TableCell>
          <TableCell>
            <div className="font-medium">{message.name}</div>
            <a
              className="text-sm text-muted-foreground underline-offset-2 hover:underline"
              href={`mailto:${message.email}`}
            >
              {message.email}
            </a>
          </TableCell>
          <TableCell className="max-w-48 truncate" title={message.subject}>
            {message.subject}
          </TableCell>
          <TableCell className="max-w-md whitespace-normal">
            {message.message.length > PREVIEW_LENGTH ? (
              <details>
                <summary className="cursor-pointer">
                  {message.message.slice(0, PREVIEW_LENGTH)}…
                </summary>
                <p className="mt-2 whitespace-pre-wrap">{message.message}</p>
              </details>
            ) : (
              <p className="whitespace-pre-wrap">{message.message}</p>
            )}
          </TableCell>
          <TableCell>
            <Badge variant={message.handledAt ? 'success' : 'warning'}>
              {message.handledAt ? 'Handled' : 'Open'}
            </Badge>
          </TableCell>
          <TableCell className="text-right">
            <HandledToggle message={message} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
