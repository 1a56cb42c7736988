import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useJourney, useTRPC, queryFailure } from '@uniguide/client';
import {
  ENTRY_PERMIT_AUTHORITIES,
  MAX_PAGE_SIZE,
  localToday,
  type AdminStageInput,
  type EntryPermitAuthority,
  type JourneyStageView,
} from '@uniguide/domain';
import {
  Button,
  Checkbox,
  ENTRY_PERMIT_AUTHORITY_MESSAGES,
  Input,
  JOURNEY_STAGE_MESSAGES,
  JourneyStages,
  Label,
  NativeSelect,
  Textarea,
  toast,
  UNIVERSITY_DOCUMENT_TYPE_MESSAGES,
  LoadingSection,
  SectionCard,
} from '@uniguide/ui';
import { useId, useState, type ReactNode } from 'react';
import type { ApplicationDetail } from '../../../lib/api-types';
import { documentDownloadUrl } from '../detail/document-link';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

function useStageMutation(onDone?: () => void) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.journey.setStage.mutationOptions({
      onSuccess: async () => {
        toast({ title: t`Journey Updated` });
        onDone?.();
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Not Saved`,
          description: errorMessage(error, t`The stage could not be saved.`),
          variant: 'destructive',
        }),
    }),
  );
}

/** The next stage: done on a date with what it carries, or skipped with a reason. */
function NextStageForm({
  applicationId,
  stage,
}: {
  applicationId: number;
  stage: JourneyStageView;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [doneOn, setDoneOn] = useState(localToday);
  const [authority, setAuthority] = useState<EntryPermitAuthority>('gdrfa-dubai');
  const [securityCheck, setSecurityCheck] = useState(false);
  const [validUntil, setValidUntil] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [emiratesIdNumber, setEmiratesIdNumber] = useState('');
  const [emiratesIdExpiry, setEmiratesIdExpiry] = useState('');
  const [skipReason, setSkipReason] = useState('');
  const [skipping, setSkipping] = useState(false);
  const save = useStageMutation(() => setSkipping(false));
  const stageLabel = t(JOURNEY_STAGE_MESSAGES[stage.stage]);
  const documents = useQuery(
    trpc.application.universityDocuments.queryOptions({
      applicationId,
      pageSize: MAX_PAGE_SIZE,
    }),
  );

  const done = (): AdminStageInput => {
    const input: AdminStageInput = { applicationId, stage: stage.stage, state: 'done', doneOn };
    if (documentId) input.documentId = Number(documentId);
    if (stage.stage === 'entry-permit-applied') Object.assign(input, { authority, securityCheck });
    if (stage.stage === 'entry-permit-issued' && validUntil) Object.assign(input, { validUntil });
    if (stage.stage === 'emirates-id-issued') {
      Object.assign(input, { emiratesIdNumber });
      if (emiratesIdExpiry) Object.assign(input, { emiratesIdExpiry });
    }
    return input;
  };

  if (skipping) {
    return (
      <form
        className="mt-1 grid gap-2"
        aria-label={t`Skip ${stageLabel}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ applicationId, stage: stage.stage, state: 'skipped', reason: skipReason });
        }}
      >
        <Field label={t`Reason for skipping`}>
          {(id) => (
            <Textarea
              id={id}
              required
              value={skipReason}
              placeholder={t`e.g. the student already lives in the UAE`}
              onChange={(event) => setSkipReason(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            <Trans>Skip Stage</Trans>
          </Button>
          <Button type="button" variant="outline" onClick={() => setSkipping(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form
      className="mt-1 grid gap-3"
      aria-label={t`Record ${stageLabel}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(done());
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`Date done`}>
          {(id) => (
            <Input
              id={id}
              type="date"
              required
              value={doneOn}
              onChange={(event) => setDoneOn(event.target.value)}
            />
          )}
        </Field>
        {stage.stage === 'entry-permit-applied' ? (
          <Field label={t`Issuing authority`}>
            {(id) => (
              <NativeSelect
                id={id}
                value={authority}
                onChange={(event) => setAuthority(event.target.value as EntryPermitAuthority)}
              >
                {ENTRY_PERMIT_AUTHORITIES.map((value) => (
                  <option key={value} value={value}>
                    {t(ENTRY_PERMIT_AUTHORITY_MESSAGES[value])}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ) : null}
        {stage.stage === 'entry-permit-issued' ? (
          <Field label={t`Valid until (default: 60 days after issue)`}>
            {(id) => (
              <Input
                id={id}
                type="date"
                value={validUntil}
                onChange={(event) => setValidUntil(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {stage.stage === 'emirates-id-issued' ? (
          <>
            <Field label={t`Emirates ID number (only the last 4 digits are kept)`}>
              {(id) => (
                <Input
                  id={id}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t`784-YYYY-NNNNNNN-N`}
                  value={emiratesIdNumber}
                  onChange={(event) => setEmiratesIdNumber(event.target.value)}
                />
              )}
            </Field>
            <Field label={t`Emirates ID expiry`}>
              {(id) => (
                <Input
                  id={id}
                  type="date"
                  value={emiratesIdExpiry}
                  onChange={(event) => setEmiratesIdExpiry(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label={t`File (from the university's documents)`}>
          {(id) => (
            <NativeSelect
              id={id}
              value={documentId}
              onChange={(event) => setDocumentId(event.target.value)}
            >
              <option value="">{t`No file`}</option>
              {documents.data?.items.map((document) => (
                <option key={document.id} value={document.id}>
                  {t(UNIVERSITY_DOCUMENT_TYPE_MESSAGES[document.universityDocumentType])}:{' '}
                  {document.originalFilename}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {stage.stage === 'entry-permit-applied' ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${stage.stage}-security`}
            checked={securityCheck}
            onCheckedChange={(value) => setSecurityCheck(value === true)}
          />
          <Label htmlFor={`${stage.stage}-security`}>
            <Trans>Extra security check</Trans>
          </Label>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Trans>Mark Done</Trans>
        </Button>
        {stage.stage !== 'registered' ? (
          <Button type="button" variant="outline" onClick={() => setSkipping(true)}>
            <Trans>Skip…</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Withdraw({ applicationId }: { applicationId: number }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const withdraw = useMutation(
    trpc.admin.journey.withdraw.mutationOptions({
      onSuccess: async () => {
        toast({ title: t`Journey Closed`, description: t`No commission follows.` });
        setOpen(false);
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        toast({
          title: t`Not Closed`,
          description: errorMessage(error, t`The journey could not be closed.`),
          variant: 'destructive',
        }),
    }),
  );
  if (!open) {
    return (
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        <Trans>Close as Withdrawn…</Trans>
      </Button>
    );
  }
  return (
    <form
      className="grid gap-2"
      aria-label={t`Close the journey as withdrawn`}
      onSubmit={(event) => {
        event.preventDefault();
        withdraw.mutate({ applicationId, reason });
      }}
    >
      <Field label={t`Reason for closing`}>
        {(id) => (
          <Textarea
            id={id}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={withdraw.isPending}>
          <Trans>Close as Withdrawn</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The journey after the offer (docs/product.md §5.9): the admin team records, skips and closes. */
export function JourneyCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const { open, journey } = useJourney(application);
  const reopen = useStageMutation();
  if (!open) return null;
  const data = journey.data;
  const lastRecorded = data
    ? [...data.stages].reverse().find((stage) => stage.state !== 'pending')
    : undefined;
  return (
    <SectionCard
      title={t`Journey to Enrolment`}
      description={t`From the offer to registration. Registered completes the application and earns the agent's commission.`}
    >
      <LoadingSection
        pending={journey.isPending}
        failure={queryFailure(journey, t`The journey could not be loaded.`)}
        skeletonClassName="h-64 w-full"
      />
      {data ? (
        <div className="grid gap-4">
          <JourneyStages
            journey={data}
            fileHref={documentDownloadUrl}
            action={(stage) => {
              if (data.withdrawnAt) return null;
              if (data.next === stage.stage) {
                return <NextStageForm applicationId={application.id} stage={stage} />;
              }
              if (lastRecorded?.stage === stage.stage && stage.stage !== 'registered') {
                return (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-fit"
                    disabled={reopen.isPending}
                    onClick={() =>
                      reopen.mutate({
                        applicationId: application.id,
                        stage: stage.stage,
                        state: 'pending',
                      })
                    }
                  >
                    <Trans>Reopen</Trans>
                  </Button>
                );
              }
              return null;
            }}
          />
          {!data.withdrawnAt && data.status !== 'completed' ? (
            <Withdraw applicationId={application.id} />
          ) : null}
        </div>
      ) : null}
    </SectionCard>
  );
}
