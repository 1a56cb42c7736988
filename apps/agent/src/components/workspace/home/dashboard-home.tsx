import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import type { PublicUser } from '@uniguide/domain';

import { AttentionCard } from './attention-card';
import { AuthRequiredPanel } from './auth-required-panel';
import { ExpiringDocumentsCard } from './expiring-documents-card';
import { NextStepsCard } from './next-steps-card';
import { AdminControls, GetStarted } from './get-started';
import { greetingName } from './greeting';
import { RecentActivity } from './recent-activity';
import { newestByCreation } from './recent-order';
import { SavedProgramsCard } from './saved-programs-card';
import { StatCounters } from './stat-counters';

/** The agent home of docs/product.md §3 "Agent dashboard". */
export function DashboardHome({ user }: { user: PublicUser }) {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.application.stats.queryOptions(), ...DASHBOARD_QUERY });

  if (stats.isError) {
    return (
      <AuthRequiredPanel
        error={stats.error}
        redirectTo="/dashboard"
        onRetry={() => void stats.refetch()}
      />
    );
  }

  const recent = stats.data ? newestByCreation(stats.data.recent) : undefined;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:gap-8 lg:px-8 lg:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          <Trans>
            Welcome, <bdi>{greetingName(user)}</bdi>
          </Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Track your applications, pick up where you left off and find new programs.</Trans>
        </p>
      </div>

      <StatCounters active={stats.data?.active} finished={stats.data?.finished} />

      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        {/* Below lg this wrapper dissolves, so phones read activity, next steps, then bookmarks. */}
        <div className="contents lg:col-span-2 lg:grid lg:content-start lg:gap-8">
          <RecentActivity applications={recent} />
          <div className="order-last lg:order-none">
            <SavedProgramsCard />
          </div>
        </div>
        <div className="grid content-start gap-6">
          <AttentionCard unreadMessages={stats.data?.unreadMessages} />
          <NextStepsCard />
          <ExpiringDocumentsCard />
          <GetStarted />
          {user.isAdmin ? <AdminControls /> : null}
        </div>
      </div>
    </div>
  );
}
