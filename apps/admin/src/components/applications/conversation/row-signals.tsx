import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { Badge, DocumentProgress } from '@uniguide/ui';
import type { ApplicationRow } from '../../../lib/api-types';

const ATTENTION_LABELS = {
  submitted: msg`New`,
  resubmitted: msg`Resubmitted`,
  'requests-resolved': msg`Requests resolved`,
} as const;

/**
 * What the queue needs to know of a row (docs/decisions/024-application-conversation.md): why it
 * waits for an admin, "n of m documents", open requests, unread messages, and an overdue clock.
 */
export function RowSignals({ application }: { application: ApplicationRow }) {
  const { t } = useLingui();
  const clock = application.clock;
  const days = clock && clock.days !== null ? Math.floor(clock.days) : 0;
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      {application.adminAttention ? (
        <Badge variant="info">{t(ATTENTION_LABELS[application.adminAttention.reason])}</Badge>
      ) : null}
      {application.documents ? (
        <span className="text-muted-foreground">
          <DocumentProgress progress={application.documents} />
        </span>
      ) : null}
      {application.openRequests ? (
        <Badge variant="warning">
          {t({
            message: plural(application.openRequests, {
              one: '# open request',
              other: '# open requests',
            }),
          })}
        </Badge>
      ) : null}
      {application.unreadMessages ? (
        <Badge variant="info">
          {t({ message: plural(application.unreadMessages, { other: '# unread' }) })}
        </Badge>
      ) : null}
      {clock && clock.days !== null ? (
        <Badge variant={clock.overdue ? 'danger' : 'neutral'}>
          {clock.overdue
            ? t({ message: plural(days, { other: 'Overdue · # days at university' }) })
            : t({ message: plural(days, { other: '# days at university' }) })}
        </Badge>
      ) : null}
    </div>
  );
}
