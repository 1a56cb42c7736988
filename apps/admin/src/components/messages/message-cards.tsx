import { formatAuditTime } from '@uniguide/client';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { CardList } from '../common/card-list';
import { HandledBadge, HandledToggle, MessageText, SenderEmail } from './message-parts';

/** Phones: the messages table's content as one card per message. */
export function MessageCards({ messages }: { messages: readonly ContactMessageItem[] }) {
  return (
    <CardList label="Messages" items={messages} emptyText="No messages">
      {(message) => (
        <li key={message.id} className="grid gap-3 p-4 break-words">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium">{message.name}</p>
              <SenderEmail email={message.email} />
              <p className="text-xs text-muted-foreground">{formatAuditTime(message.createdAt)}</p>
            </div>
            <HandledBadge message={message} />
          </div>
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="font-medium">{message.subject}</p>
            <MessageText message={message} />
          </div>
          <div className="flex flex-wrap gap-2">
            <HandledToggle message={message} />
          </div>
        </li>
      )}
    </CardList>
  );
}
