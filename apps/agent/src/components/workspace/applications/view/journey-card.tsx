import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useJourney, useTRPC, queryFailure } from '@uniguide/client';
import { localToday, type JourneyStageView } from '@uniguide/domain';
import {
  Button,
  Input,
  JourneyStages,
  Label,
  toast,
  LoadingSection,
  SectionCard,
} from '@uniguide/ui';
import { useId, useState } from 'react';
import { documentDownloadUrl } from '../shared/document-link';
import type { ApplicationDetail } from '../shared/types';

/** The agent marks their next stage done on a date. */
function MarkDone({ applicationId, stage }: { applicationId: number; stage: JourneyStageView }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dateId = useId();
  const [doneOn, setDoneOn] = useState(localToday);
  const record = useMutation(
    trpc.journey.recordStage.mutationOptions({
      onSuccess: async () => {
        toast({ title: t`Stage Recorded`, description: t`${stage.label}: done.` });
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Not Recorded`,
          description: errorMessage(error, t`The stage could not be recorded.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2"
      aria-label={t`Record ${stage.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ applicationId, stage: stage.stage, doneOn });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={dateId}>
          <Trans>Date done</Trans>
        </Label>
        <Input
          id={dateId}
          type="date"
          required
          value={doneOn}
          max={localToday()}
          onChange={(event) => setDoneOn(event.target.value)}
          className="w-44"
        />
      </div>
      <Button type="submit" disabled={record.isPending}>
        <Trans>Mark Done</Trans>
      </Button>
    </form>
  );
}

/**
 * From offer to enrolment (docs/product.md §5.9): the journey's stages, and the agent's next one
 * to record. Shown once the application holds an offer.
 */
export function JourneyCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const { open, journey } = useJourney(application);
  if (!open) return null;
  return (
    <SectionCard
      className="gap-4"
      title={t`Journey to Enrolment`}
      description={
        <Trans>
          From the offer to registration: each stage, who acts on it, and when it is due. Your
          commission follows registration.
        </Trans>
      }
    >
      <LoadingSection
        pending={journey.isPending}
        failure={queryFailure(journey, t`The journey could not be loaded.`)}
        skeletonClassName="h-64 w-full"
      >
        {journey.data ? (
          <JourneyStages
            journey={journey.data}
            fileHref={documentDownloadUrl}
            action={(stage) =>
              journey.data.next === stage.stage && stage.actor === 'agent' ? (
                <MarkDone applicationId={application.id} stage={stage} />
              ) : journey.data.next === stage.stage ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>Waiting on the admin team.</Trans>
                </p>
              ) : null
            }
          />
        ) : null}
      </LoadingSection>
    </SectionCard>
  );
}
