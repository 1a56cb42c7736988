import { Badge, documentProgressText } from '@uniguide/ui';
import { ClipboardListIcon, MessageSquareIcon } from 'lucide-react';
import type { ApplicationListItem } from '../shared/types';

/** "3 of 5 documents" (the live checklist's count; docs/decisions/024-application-conversation.md). */
export function DocumentProgress({ item }: { item: ApplicationListItem }) {
  return <span className="whitespace-nowrap">{documentProgressText(item.documents)}</span>;
}

/** Open document requests and unread messages, when there are any. */
export function ConversationBadges({ item }: { item: ApplicationListItem }) {
  if (item.openRequests === 0 && item.unreadMessages === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {item.openRequests > 0 ? (
        <Badge variant="warning">
          <ClipboardListIcon aria-hidden="true" />
          {item.openRequests} {item.openRequests === 1 ? 'request' : 'requests'}
        </Badge>
      ) : null}
      {item.unreadMessages > 0 ? (
        <Badge variant="info">
          <MessageSquareIcon aria-hidden="true" />
          {item.unreadMessages} unread
          <span className="sr-only"> {item.unreadMessages === 1 ? 'message' : 'messages'}</span>
        </Badge>
      ) : null}
    </span>
  );
}
