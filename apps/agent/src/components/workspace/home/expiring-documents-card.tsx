import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, useFormatters, useTRPC } from '@uniguide/client';
import { DOCUMENT_TYPE_MESSAGES } from '@uniguide/ui';
import { CalendarClockIcon } from 'lucide-react';
import { ExpiryWarningNote } from '../applications/shared/document-expiry';
import { DashboardCard, DashboardCardError, DashboardCardSkeleton } from '../common/dashboard-card';

/** The most pressing few; the rest are counted. */
const SHOWN = 5;

/**
 * Passports and English certificates that need attention (document.expiring): expired, expiring
 * within 90 days, or before the intake of an application holding them. Each links to the student.
 */
export function ExpiringDocumentsCard() {
  const { t } = useLingui();
  const format = useFormatters();
  const trpc = useTRPC();
  const expiring = useQuery(
    trpc.document.expiring.queryOptions({ page: 1, pageSize: SHOWN }, DASHBOARD_QUERY),
  );

  return (
    <DashboardCard
      title={t`Expiring Documents`}
      icon={CalendarClockIcon}
      description={t`Passports and English certificates to renew.`}
      busy={expiring.isPending}
    >
      {expiring.isPending ? (
        <DashboardCardSkeleton label={t`Loading expiring documents`} rowClassName="h-10" />
      ) : expiring.isError ? (
        <DashboardCardError
          error={expiring.error}
          fallback={t`The expiring documents could not be loaded.`}
          onRetry={() => void expiring.refetch()}
        />
      ) : expiring.data.items.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          <Trans>
            No documents expire soon. Every passport and certificate on file is in date.
          </Trans>
        </p>
      ) : (
        <ul className="divide-y" aria-label={t`Expiring documents`}>
          {expiring.data.items.map(({ document, student, warning }) => (
            <li key={document.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <p className="text-sm font-medium">
                <Link
                  to="/dashboard/students/$studentId"
                  params={{ studentId: String(student.id) }}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {student.firstName} {student.lastName}
                </Link>
              </p>
              {/* The file name truncates in its own direction: a Latin name on an Arabic page keeps its start. */}
              <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
                <span className="shrink-0">
                  {t(DOCUMENT_TYPE_MESSAGES[document.documentType])} ·
                </span>
                <span dir="auto" className="truncate" title={document.originalFilename}>
                  {document.originalFilename}
                </span>
              </p>
              <ExpiryWarningNote warning={warning} />
            </li>
          ))}
        </ul>
      )}
      {expiring.data && expiring.data.total > expiring.data.items.length ? (
        <p className="mt-3 text-xs text-muted-foreground">
          <Trans>
            And {format.count(expiring.data.total - expiring.data.items.length)} more: see the{' '}
            <Link
              to="/dashboard/students"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              students list
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </DashboardCard>
  );
}
