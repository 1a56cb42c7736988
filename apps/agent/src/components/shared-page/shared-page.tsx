import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorStatus, formatLongDate, useTRPC } from '@uniguide/client';
import { BRAND, type SharedStudentView } from '@uniguide/domain';
import {
  Badge,
  BrandMark,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Label,
  Spinner,
  StatusBadge,
  toast,
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
      <h1 className="text-2xl font-semibold tracking-tight">This link is no longer available</h1>
      <p className="text-muted-foreground">
        It may have expired or been withdrawn by your agent. Please ask your agent for a new link.
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <BrandMark /> {BRAND.name}
      </p>
    </main>
  );
}

function PreferredPrograms({ token, view }: { token: string; view: SharedStudentView }) {
  const trpc = useTRPC();
  const quote = view.quote!;
  const [chosen, setChosen] = useState<number[]>(quote.preferredProgramIds);
  const save = useMutation(
    trpc.share.setPreferred.mutationOptions({
      onSuccess: () =>
        toast({
          title: 'Choice saved',
          description: `${view.agency.name} can see the programs you prefer.`,
        }),
      onError: () =>
        toast({
          title: 'Not saved',
          description: 'Your choice could not be saved. Please try again.',
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
          Your quote
        </h2>
        <p className="text-sm text-muted-foreground">Made on {formatLongDate(quote.createdAt)}.</p>
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
              <Label htmlFor={id}>I prefer this program</Label>
            </div>
          </QuoteProgramCard>
        );
      })}
      <Button
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={save.isPending}
        onClick={() => save.mutate({ token, programIds: chosen })}
      >
        {save.isPending ? 'Saving…' : 'Save my choice'}
      </Button>
    </section>
  );
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
  return (
    <section aria-labelledby="applications-heading" className="grid gap-4">
      <h2 id="applications-heading" className="text-xl font-semibold tracking-tight">
        Your applications
      </h2>
      {view.applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">No applications have been sent yet.</p>
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
                {application.journeyStage ? (
                  <Badge variant="outline">{application.journeyStage}</Badge>
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
                    {item.label}: received, thank you.
                  </p>
                ))}
              {application.requests.length > 0 ? (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">Documents we need from you</p>
                  {application.requests.map((request) => (
                    <RequestedUpload
                      key={request.id}
                      token={token}
                      request={request}
                      onUploaded={() =>
                        onUploaded({ applicationId: application.id, label: request.label })
                      }
                    />
                  ))}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Nothing is needed from you right now.
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.share.view.queryOptions(
    { token },
    { retry: false, refetchOnWindowFocus: false },
  );
  const view = useQuery(options);
  const [received, setReceived] = useState<Received[]>([]);
  usePageTitle(
    view.data ? `${view.data.agency.name}: your study options` : 'Your study options',
    'Your quote and applications, shared by your agent.',
  );
  if (view.isError && errorStatus(view.error) === 404) return <LinkUnavailable />;
  if (view.isError) {
    return (
      <main className="mx-auto grid min-h-svh max-w-lg content-center gap-4 px-4 text-center">
        <p role="alert">The page could not be loaded. Please try again in a minute.</p>
        <Button onClick={() => void view.refetch()}>Try again</Button>
      </main>
    );
  }
  if (!view.data) {
    return (
      <main className="grid min-h-svh place-items-center">
        <Spinner label="Loading your page" />
      </main>
    );
  }
  const data = view.data;
  return (
    <main id="main-content" className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-6 sm:py-10">
      <AgencyHeader agency={data.agency} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          Hello {data.studentFirstName}
        </h1>
        <p className="text-sm text-muted-foreground">
          Your page from {data.agency.name}. This link works until {formatLongDate(data.expiresAt)};
          keep it to yourself.
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
        Prepared by {data.agency.name} with {BRAND.name}. No figure on this page is estimated: a
        cost marked &ldquo;ask us&rdquo; is one the university has not put on record.
      </footer>
    </main>
  );
}
