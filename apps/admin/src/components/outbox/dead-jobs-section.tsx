import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useDateFormatters, useTRPC } from '@uniguide/client';
import { Button } from '@uniguide/ui';
import { RotateCwIcon } from 'lucide-react';
import { ListCard } from '../common/list-card';
import { useRetryDeadJob } from './use-outbox-retry';

/** Jobs that failed their last attempt, newest first, each with its last error and a Retry. */
export function DeadJobsSection() {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const jobs = useQuery(trpc.admin.outbox.deadJobs.queryOptions(undefined, DASHBOARD_QUERY));
  const retry = useRetryDeadJob();

  return (
    <section aria-labelledby="dead-jobs-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="dead-jobs-heading" className="text-lg font-semibold">
          <Trans>Dead jobs</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Background jobs that failed every attempt. Retry sends a fresh job with the same data.
          </Trans>
        </p>
      </div>
      <ListCard
        query={jobs}
        failedTitle={t`The dead jobs could not be loaded.`}
        loadingLabel={t`Loading dead jobs…`}
        skeletonRows={2}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="p-6 text-sm text-muted-foreground">
              <Trans>No dead jobs.</Trans>
            </p>
          ) : (
            <ul className="divide-y" aria-label={t`Dead jobs`}>
              {data.items.map((job) => (
                <li key={job.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-start">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="font-medium">
                      <code>{job.queue}</code>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <Trans>
                        Failed <time dateTime={job.failedAt}>{dates.auditTime(job.failedAt)}</time>
                      </Trans>
                    </p>
                    <p className="text-sm break-words text-destructive">
                      {job.error ?? t`No error recorded`}
                    </p>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate({ id: job.id })}
                    aria-label={t`Retry ${job.queue} job ${job.id}`}
                  >
                    <RotateCwIcon aria-hidden="true" />
                    <Trans>Retry</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </ListCard>
    </section>
  );
}
