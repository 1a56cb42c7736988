import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import {
  DASHBOARD_QUERY,
  errorStatus,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { displayName } from '@uniguide/domain';
import { Skeleton, SectionCard } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { ApplicationCards } from '../applications/application-cards';
import { AuditCards } from '../audit/audit-cards';
import { AuditTable } from '../audit/audit-table';
import { DetailList } from '../common/detail-list';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';
import { ActiveToggle } from './active-toggle';
import { RoleToggle } from './role-toggle';
import { ActiveBadge } from '../common/active-badge';
import { RoleBadge } from './user-badges';
import { UserApplications } from './user-applications';

function BackToUsers() {
  return (
    <Link
      to="/users"
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <Trans>Users</Trans>
    </Link>
  );
}

function UserNotFound() {
  const { t } = useLingui();
  return (
    <ConsolePage title={t`User Not Found`} breadcrumb={<BackToUsers />}>
      <p className="text-muted-foreground">
        <Trans>
          This user does not exist. The account may have been removed, or the address is mistyped.
        </Trans>
      </p>
    </ConsolePage>
  );
}

/** /users/$userId: the profile, their applications and their recent audit entries. */
export function UserDetailPage({
  userId,
  currentUserId,
}: {
  userId: number | null;
  /** The signed-in admin, who cannot change their own role. */
  currentUserId: number;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const wide = useWideScreen();
  const query = useQuery({
    ...trpc.admin.user.byId.queryOptions({ id: userId ?? 0 }, DASHBOARD_QUERY),
    enabled: userId !== null,
  });
  const detail = query.data;
  usePageTitle(
    detail ? displayName(detail.user) : t`User`,
    t`One account: profile, applications and recent activity.`,
  );

  if (userId === null) return <UserNotFound />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <UserNotFound />;
    return (
      <ConsolePage title={t`User`} breadcrumb={<BackToUsers />}>
        <LoadFailed
          title={t`The user could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </ConsolePage>
    );
  }
  if (!detail) {
    return (
      <ConsolePage title={t`User`} breadcrumb={<BackToUsers />}>
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            <Trans>Loading user…</Trans>
          </span>
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      </ConsolePage>
    );
  }

  const { user, applications, applicationCount, recentAudit } = detail;
  const shown = applications.length;
  const count = format.count(applicationCount);
  return (
    <ConsolePage
      breadcrumb={<BackToUsers />}
      title={
        <span className="flex flex-wrap items-center gap-3">
          <bdi>{displayName(user)}</bdi>
          <RoleBadge role={user.role} />
          <ActiveBadge active={user.active} />
        </span>
      }
      description={user.username}
      actions={
        <>
          <RoleToggle user={user} currentUserId={currentUserId} />
          <ActiveToggle user={user} size="default" />
        </>
      }
    >
      <SectionCard title={t`Profile`}>
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t`Email`, value: user.username },
            { label: t`First Name`, value: user.firstName },
            { label: t`Last Name`, value: user.lastName },
            { label: t`Agency`, value: user.agencyName },
            { label: t`Country`, value: user.country },
            { label: t`Phone`, value: user.phoneNumber },
            {
              label: t`Website`,
              // Only http(s) becomes a link: a stored "javascript:" address must never be clickable.
              value:
                user.website && /^https?:\/\//i.test(user.website) ? (
                  <a
                    href={user.website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary hover:underline"
                  >
                    {user.website}
                  </a>
                ) : (
                  user.website
                ),
            },
            { label: t`Member Since`, value: dates.longDate(user.createdAt) },
          ]}
        />
      </SectionCard>
      <SectionCard
        title={t`Applications`}
        description={
          applicationCount > shown
            ? t({
                message: plural(applicationCount, {
                  other: `The ${shown} newest of ${count} applications.`,
                }),
              })
            : t({
                message: plural(applicationCount, {
                  one: `${count} application.`,
                  other: `${count} applications.`,
                }),
              })
        }
      >
        {wide || applications.length === 0 ? (
          <UserApplications applications={applications} />
        ) : (
          <div className="-mx-6 border-t">
            <ApplicationCards items={applications} />
          </div>
        )}
      </SectionCard>
      <SectionCard
        title={t`Recent Activity`}
        description={t`What this user did, and what admins did to this account, newest first.`}
      >
        {wide ? (
          <AuditTable entries={recentAudit} />
        ) : (
          <div className="-mx-6 border-t">
            <AuditCards entries={recentAudit} />
          </div>
        )}
      </SectionCard>
    </ConsolePage>
  );
}
