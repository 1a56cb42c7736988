import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorStatus, useDateFormatters, useTRPC } from '@uniguide/client';
import { BRAND, type SharedJourneyStep, type SharedStudentView } from '@uniguide/domain';
import {
  Badge,
  BrandMark,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  JOURNEY_STAGE_MESSAGES,
  Label,
  Spinner,
  StatusBadge,
  toast,
  useRequestTitle,
} from '@uniguide/ui';
import { CheckCircle2Icon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { AgencyHeader } from '../quote/agency-header';
import { QuoteProgramCard, RateNote } from '../quote/quote-programs';
import { RequestedUpload } from './requested-upload';

/** What a link that opens no page shows, whichever way it stopped working (the server says 404). */
function LinkUnavailable() {
  return (
    <main
      id="main-content"
      className="mx-auto grid min-h-svh max-w-lg content-center justify-items-center gap-5 px-4 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <LinkIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>This link is no longer available</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>
          It may have expired or been withdrawn by your agent. Please ask your agent for a new link.
        </Trans>
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BrandMark /> {BRAND.name}
      </p>
    </main>
  );
}

function PreferredPrograms({ token, view }: { token: string; view: SharedStudentView }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const quote = view.quote!;
  const agencyName = view.agency.name;
  const madeOn = dates.longDate(quote.createdAt);
  const [chosen, setChosen] = useState<number[]>(quote.preferredProgramIds);
  const save = useMutation(
    trpc.share.setPreferred.mutationOptions({
      onSuccess: () =>
        toast({
          title: t`Choice saved`,
          description: t`${agencyName} can see the programs you prefer.`,
        }),
      onError: () =>
        toast({
          title: t`Not saved`,
          description: t`Your choice could not be saved. Please try again.`,
          variant: 'destructive',
        }),
    }),
  );
  const toggle = (programId: number, on: boolean) =>
    setChosen((ids) =>
      on ? [...new Set([...ids, programId])] : ids.filter((id) => id !== programId),
    );
  return (
    <section aria-labelledby="quote-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="quote-heading" className="text-xl font-semibold tracking-tight">
          <Trans>Your quote</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Made on {madeOn}.</Trans>
        </p>
        <RateNote rate={quote.rate} />
      </div>
      {quote.programs.map((program) => {
        const id = `prefer-${program.programId}`;
        const on = chosen.includes(program.programId);
        return (
          <QuoteProgramCard
            key={program.programId}
            program={program}
            rate={quote.rate}
            highlighted={on}
          >
            <div className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={on}
                onCheckedChange={(checked) => toggle(program.programId, checked === true)}
              />
              <Label htmlFor={id}>
                <Trans>I prefer this program</Trans>
              </Label>
            </div>
          </QuoteProgramCard>
        );
      })}
      <Button
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={save.isPending}
        onClick={() => save.mutate({ token, programIds: chosen })}
      >
        {save.isPending ? t`Saving…` : t`Save my choice`}
      </Button>
    </section>
  );
}

/** Where the journey stands, in the page's language: "Next: Entry permit applied", "Registered". */
function JourneyStepBadge({ step }: { step: SharedJourneyStep }) {
  const { t } = useLingui();
  let text: string;
  if (step.state === 'next') {
    const stage = t(JOURNEY_STAGE_MESSAGES[step.stage]);
    text = t`Next: ${stage}`;
  } else if (step.state === 'registered') {
    text = t({ message: 'Registered', context: 'journey step' });
  } else {
    text = t({ message: 'Closed', context: 'journey step' });
  }
  return <Badge variant="outline">{text}</Badge>;
}

interface Received {
  applicationId: number;
  label: string;
}

function Applications({
  token,
  view,
  received,
  onUploaded,
}: {
  token: string;
  view: SharedStudentView;
  received: Received[];
  onUploaded: (item: Received) => void;
}) {
  const { t } = useLingui();
  const requestTitle = useRequestTitle();
  return (
    <section aria-labelledby="applications-heading" className="grid gap-4">
      <h2 id="applications-heading" className="text-xl font-semibold tracking-tight">
        <Trans>Your applications</Trans>
      </h2>
      {view.applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No applications have been sent yet.</Trans>
        </p>
      ) : (
        view.applications.map((application) => (
          <Card key={application.id}>
            <CardHeader>
              <CardTitle asChild>
                <h3 className="text-lg break-words">{application.programName}</h3>
              </CardTitle>
              <p className="text-sm break-words text-muted-foreground">
                {application.universityName}
              </p>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={application.status} />
                {application.journeyStep ? (
                  <JourneyStepBadge step={application.journeyStep} />
                ) : null}
              </div>
              {received
                .filter((item) => item.applicationId === application.id)
                .map((item) => (
                  <p
                    key={item.label}
                    className="flex items-center gap-2 text-sm font-medium text-success"
                    role="status"
                  >
                    <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
                    {t`${item.label}: received, thank you.`}
                  </p>
                ))}
              {application.requests.length > 0 ? (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">
                    <Trans>Documents we need from you</Trans>
                  </p>
                  {application.requests.map((request) => {
                    const label = requestTitle(request);
                    return (
                      <RequestedUpload
                        key={request.id}
                        token={token}
                        request={{ id: request.id, label }}
                        onUploaded={() => onUploaded({ applicationId: application.id, label })}
                      />
                    );
                  })}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>Nothing is needed from you right now.</Trans>
                </p>
              )}
            </CardContent>
          </Card>
        ))
      )}
    </section>
  );
}

/**
 * /s/{token}: the student's own page, without an account (docs/product.md §5.10). The agency's
 * header, the quote (with the programs they prefer), each application's status and journey step,
 * and the documents asked of them. A link that no longer works is its own clear page.
 */
export function SharedPage({ token }: { token: string }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.share.view.queryOptions(
    { token },
    { retry: false, refetchOnWindowFocus: false },
  );
  const view = useQuery(options);
  const [received, setReceived] = useState<Received[]>([]);
  const pageAgency = view.data?.agency.name ?? '';
  usePageTitle(
    view.data ? t`${pageAgency}: your study options` : t`Your study options`,
    t`Your quote and applications, shared by your agent.`,
  );
  if (view.isError && errorStatus(view.error) === 404) return <LinkUnavailable />;
  if (view.isError) {
    return (
      <main className="mx-auto grid min-h-svh max-w-lg content-center gap-4 px-4 text-center">
        <p role="alert">
          <Trans>The page could not be loaded. Please try again in a minute.</Trans>
        </p>
        <Button onClick={() => void view.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </main>
    );
  }
  if (!view.data) {
    return (
      <main className="grid min-h-svh place-items-center">
        <Spinner label={t`Loading your page`} />
      </main>
    );
  }
  const data = view.data;
  const firstName = data.studentFirstName;
  const agencyName = data.agency.name;
  const until = dates.longDate(data.expiresAt);
  const brand = BRAND.name;
  return (
    <main id="main-content" className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-6 sm:py-10">
      <AgencyHeader agency={data.agency} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          <Trans>
            Hello <bdi>{firstName}</bdi>
          </Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your page from <bdi>{agencyName}</bdi>. This link works until {until}; keep it to
            yourself.
          </Trans>
        </p>
      </div>
      {data.quote ? <PreferredPrograms token={token} view={data} /> : null}
      <Applications
        token={token}
        view={data}
        received={received}
        onUploaded={(item) => {
          setReceived((items) => [...items, item]);
          void queryClient.invalidateQueries({ queryKey: options.queryKey });
        }}
      />
      <footer className="border-t pt-4 text-xs text-muted-foreground">
        <Trans>
          Prepared by <bdi>{agencyName}</bdi> with {brand}. No figure on this page is estimated: a
          cost marked &ldquo;ask us&rdquo; is one the university has not put on record.
        </Trans>
      </footer>
    </main>
  );
}
