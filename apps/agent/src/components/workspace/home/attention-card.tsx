import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDateFormatters, useTRPC } from '@uniguide/client';
import { ClipboardListIcon, MessageSquareIcon } from 'lucide-react';
import { DashboardCard } from '../common/dashboard-card';
import { useRequestTitle } from '@uniguide/ui';
import { AnswerButton } from '../applications/view/requests-card';

const SHOWN = 5;

/**
 * What the admissions team is waiting for (docs/decisions/024-application-conversation.md): the
 * open document requests, oldest first, each leading to its application, and the unread messages.
 */
export function AttentionCard({ unreadMessages }: { unreadMessages: number | undefined }) {
  const { t } = useLingui();
  const requestTitle = useRequestTitle();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const requests = useQuery(
    trpc.application.openRequests.queryOptions({ page: 1, pageSize: SHOWN }),
  );
  const items = requests.data?.items ?? [];
  const total = requests.data?.total ?? 0;
  return (
    <DashboardCard
      title={t`Needs Your Attention`}
      icon={ClipboardListIcon}
      description={t`Documents the admissions team asked for or rejected, and their messages.`}
      busy={requests.isPending}
    >
      <div className="grid gap-4">
        {unreadMessages ? (
          <p className="flex items-center gap-2 text-sm">
            <MessageSquareIcon aria-hidden="true" className="size-4 text-info" />
            <Link
              to="/dashboard/applications"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t({
                message: plural(unreadMessages, {
                  one: '# unread message',
                  other: '# unread messages',
                }),
              })}
            </Link>
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No documents requested.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={t`Open requests`}>
            {items.map((request) => (
              <li key={request.id} className="flex items-start justify-between gap-3 text-sm">
                <div className="grid min-w-0 gap-0.5">
                  <Link
                    to="/dashboard/applications/$applicationId"
                    params={{ applicationId: String(request.applicationId) }}
                    className="font-medium break-words text-primary underline-offset-4 hover:underline"
                  >
                    {requestTitle({ ...request, rejected: request.rejectedDocumentId !== null })}
                  </Link>
                  <span className="break-words text-muted-foreground">
                    <bdi>
                      {request.studentFirstName} {request.studentLastName}
                    </bdi>{' '}
                    · <bdi>{request.programName}</bdi> ·{' '}
                    {request.rejectedDocumentId !== null
                      ? t`rejected ${dates.dashboardDate(request.createdAt)}`
                      : t`asked ${dates.dashboardDate(request.createdAt)}`}
                  </span>
                  {request.rejectedDocumentId !== null && request.note ? (
                    <span className="break-words text-muted-foreground">
                      <Trans>Reason: {request.note}</Trans>
                    </span>
                  ) : null}
                </div>
                <AnswerButton request={request} />
              </li>
            ))}
            {total > items.length ? (
              <li className="text-xs text-muted-foreground">
                {t({
                  message: plural(total - items.length, { one: 'and # more', other: 'and # more' }),
                })}
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </DashboardCard>
  );
}
