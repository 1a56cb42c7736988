import { useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import type { ContactMessageItem } from '../catalogue/catalogue-types';
import { CardList } from '../common/card-list';
import { HandledBadge, HandledToggle, MessageText, SenderEmail } from './message-parts';

/** Phones: the messages table's content as one card per message. */
export function MessageCards({ messages }: { messages: readonly ContactMessageItem[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (
    <CardList label={t`Messages`} items={messages} emptyText={t`No messages`}>
      {(message) => (
        <li key={message.id} className="grid gap-3 p-4 break-words">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium" dir="auto">
                {message.name}
              </p>
              <SenderEmail email={message.email} />
              <p className="text-xs text-muted-foreground">{dates.auditTime(message.createdAt)}</p>
            </div>
            <HandledBadge message={message} />
          </div>
          <div className="grid min-w-0 gap-1 text-sm">
            <p className="font-medium" dir="auto">
              {message.subject}
            </p>
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
