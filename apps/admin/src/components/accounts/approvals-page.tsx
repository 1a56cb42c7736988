import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY, errorMessage, useDateFormatters, useTRPC } from '@uniguide/client';
import { APPROVAL_CLOCK_HOURS, displayName } from '@uniguide/domain';
import { Badge, Button, toast } from '@uniguide/ui';
import { Link } from '@tanstack/react-router';
import { CheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { DeclineDialog } from './decline-dialog';
import type { PendingAgent } from '../../lib/api-types';

function ClockBadge({ hoursLeft }: { hoursLeft: number }) {
  const { t } = useLingui();
  const variant = hoursLeft < 0 ? 'danger' : hoursLeft < 12 ? 'warning' : 'info';
  const late = -hoursLeft;
  const promise = APPROVAL_CLOCK_HOURS;
  return (
    <Badge variant={variant}>
      {hoursLeft >= 0
        ? t`Answer due in ${hoursLeft} h`
        : t`${late} h past the ${promise}-hour promise`}
    </Badge>
  );
}

function PendingRow({ agent, onDecline }: { agent: PendingAgent; onDecline: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approve = useMutation(
    trpc.admin.approval.approve.mutationOptions({
      onSuccess: () => {
        const username = agent.username;
        toast({ title: t`Agent approved`, description: t`${username} has been e-mailed.` });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.approval.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.user.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`Could not approve the agent`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const name = displayName(agent);
  const dates = useDateFormatters();
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere" dir="auto">
            {name}
          </span>
          <ClockBadge hoursLeft={agent.hoursLeft} />
          {agent.emailVerified ? null : (
            <Badge variant="neutral">
              <Trans>Email not verified</Trans>
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <bdi>{agent.username}</bdi>
          {agent.agencyName ? (
            <>
              {' · '}
              <bdi>{agent.agencyName}</bdi>
            </>
          ) : null}
          {agent.country ? ` · ${agent.country}` : ''}
          {agent.phoneNumber ? (
            <>
              {' · '}
              <bdi>{agent.phoneNumber}</bdi>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">
          <Trans>
            Signed up {dates.dashboardDate(agent.createdAt)} ({dates.relative(agent.createdAt)})
          </Trans>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={approve.isPending}
          onClick={() => approve.mutate({ id: agent.id })}
          aria-label={t`Approve ${name}`}
        >
          <CheckIcon aria-hidden="true" />
          <Trans>Approve</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={onDecline}
          aria-label={t`Decline ${name}`}
        >
          <XIcon aria-hidden="true" />
          <Trans>Decline</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * Agents waiting for approval (docs/product.md §3 "Approvals"): the most overdue first, each with the
 * 48 hours the landing page promises counted from sign-up.
 */
export function ApprovalsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(t`Approvals`, t`New agents waiting for approval.`);
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<PendingAgent | null>(null);
  const list = useQuery({
    ...trpc.admin.approval.pending.queryOptions({ page, pageSize: PAGE_SIZE }, DASHBOARD_QUERY),
    placeholderData: keepPreviousData,
  });
  const settings = useQuery(trpc.admin.settings.get.queryOptions());
  const approvalOff = settings.data?.agentApproval === 'automatic';

  return (
    <ConsolePage
      title={t`Approvals`}
      description={
        // The 48-hour promise only while approval is required (the landing page follows the same setting).
        settings.data?.agentApproval === 'required'
          ? t`New agents waiting for approval, the longest waiting first. We promise an answer within 48 hours of sign-up.`
          : t`New agents waiting for approval, the longest waiting first.`
      }
    >
      {approvalOff ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-info/30 bg-info/10 p-4 text-sm"
        >
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          <div className="grid gap-1">
            <p className="font-medium">
              <Trans>Approval is switched off</Trans>
            </p>
            <p className="text-muted-foreground">
              <Trans>
                New agents can submit applications as soon as they sign up, so none join this queue.
                Agents who were already waiting stay here until you answer them.{' '}
                <Link
                  to="/settings"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Change it in Settings
                </Link>
                .
              </Trans>
            </p>
          </div>
        </div>
      ) : null}
      <PagedListCard
        query={list}
        failedTitle={t`The approval queue could not be loaded.`}
        loadingLabel={t`Loading the approval queue…`}
        skeletonRows={4}
        skeletonRowClassName="h-16"
        noun="agents waiting"
        onPageChange={setPage}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="p-6 text-sm text-muted-foreground">
              <Trans>No agents are waiting for approval.</Trans>
            </p>
          ) : (
            <ul className="divide-y" aria-label={t`Agents waiting for approval`}>
              {data.items.map((agent) => (
                <PendingRow key={agent.id} agent={agent} onDecline={() => setDeclining(agent)} />
              ))}
            </ul>
          )
        }
      </PagedListCard>
      <DeclineDialog agent={declining} onClose={() => setDeclining(null)} />
    </ConsolePage>
  );
}
