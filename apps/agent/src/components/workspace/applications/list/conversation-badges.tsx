import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, DocumentProgress as ChecklistProgress } from '@uniguide/ui';
import { ClipboardListIcon, MessageSquareIcon } from 'lucide-react';
import type { ApplicationListItem } from '../shared/types';

/** "3 of 5 documents" (the live checklist's count; docs/decisions/024-application-conversation.md). */
export function DocumentProgress({ item }: { item: ApplicationListItem }) {
  return (
    <span className="whitespace-nowrap">
      <ChecklistProgress progress={item.documents} />
    </span>
  );
}

/** Open document requests and unread messages, when there are any. */
export function ConversationBadges({ item }: { item: ApplicationListItem }) {
  const { t } = useLingui();
  if (item.openRequests === 0 && item.unreadMessages === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {item.openRequests > 0 ? (
        <Badge variant="warning">
          <ClipboardListIcon aria-hidden="true" />
          {t({
            message: plural(item.openRequests, { one: '# request', other: '# requests' }),
          })}
        </Badge>
      ) : null}
      {item.unreadMessages > 0 ? (
        <Badge variant="info">
          <MessageSquareIcon aria-hidden="true" />
          {/* Seen: "2 unread"; heard: "2 unread messages", one message in each language. */}
          <span aria-hidden="true">
            {t({
              message: plural(item.unreadMessages, { one: '# unread', other: '# unread' }),
            })}
          </span>
          <span className="sr-only">
            {t({
              message: plural(item.unreadMessages, {
                one: '# unread message',
                other: '# unread messages',
              }),
            })}
          </span>
        </Badge>
      ) : null}
    </span>
  );
}
