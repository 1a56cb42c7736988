import { formatAuditTime } from '@uniguide/client';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { HandledBadge, HandledToggle, MessageText, SenderEmail } from './message-parts';

/** Phones: the messages table's content as one card per message. */
export function MessageCards({ messages }: { messages: readonly ContactMessageItem[] }) {
  if (messages.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">No messages</p>;
  }
  return (
    <ul className="divide-y" aria-label="Messages">
      {messages.map((message) => (
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
      ))}
    </ul>
  );
}
