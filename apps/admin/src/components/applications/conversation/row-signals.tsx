import { Badge, documentProgressText } from '@uniguide/ui';
import type { ApplicationRow } from '../../../lib/api-types';

const ATTENTION_LABELS = {
  submitted: 'New',
  resubmitted: 'Resubmitted',
  'requests-resolved': 'Requests resolved',
} as const;

/**
 * What the queue needs to know of a row (docs/decisions/024-application-conversation.md): why it
 * waits for an admin, "n of m documents", open requests, unread messages, and an overdue clock.
 */
export function RowSignals({ application }: { application: ApplicationRow }) {
  const clock = application.clock;
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      {application.adminAttention ? (
        <Badge variant="info">{ATTENTION_LABELS[application.adminAttention.reason]}</Badge>
      ) : null}
      {application.documents ? (
        <span className="text-muted-foreground">{documentProgressText(application.documents)}</span>
      ) : null}
      {application.openRequests ? (
        <Badge variant="warning">
          {application.openRequests} open {application.openRequests === 1 ? 'request' : 'requests'}
        </Badge>
      ) : null}
      {application.unreadMessages ? (
        <Badge variant="info">{application.unreadMessages} unread</Badge>
      ) : null}
      {clock && clock.days !== null ? (
        <Badge variant={clock.overdue ? 'danger' : 'neutral'}>
          {clock.overdue ? 'Overdue · ' : ''}
          {Math.floor(clock.days)} days at university
        </Badge>
      ) : null}
    </div>
  );
}
