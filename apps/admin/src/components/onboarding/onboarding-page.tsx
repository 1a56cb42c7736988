import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { localTimeZone, timeZoneLabel } from '@uniguide/domain';
import { Card, CardContent, Skeleton, Tabs, TabsList, TabsTrigger } from '@uniguide/ui';
import { GlobeIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { ConsolePage } from '../common/page-header';
import { SectionCard } from '../common/section-card';
import { SessionCard } from './session-card';
import { SlotForm } from './slot-form';

const DESCRIPTION =
  'Slots with a regional expert that agents book, move or cancel themselves; mark each session held or missed once it has started.';

/** The console's onboarding sessions (docs/product.md §5.11). */
export function OnboardingPage() {
  const trpc = useTRPC();
  usePageTitle('Onboarding', DESCRIPTION);
  const timeZone = useMemo(localTimeZone, []);
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const sessions = useQuery(trpc.admin.onboarding.list.queryOptions({ when }, DASHBOARD_QUERY));

  return (
    <ConsolePage title="Onboarding" description={DESCRIPTION}>
      <SectionCard
        title="Publish a slot"
        description="Agents see it in their own time zone and both sides get a calendar invitation when they book."
      >
        <SlotForm />
      </SectionCard>
      <section aria-labelledby="sessions-heading" className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Sessions
          </h2>
          <Tabs value={when} onValueChange={(value) => setWhen(value as 'upcoming' | 'past')}>
            <TabsList>
              <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
              <TabsTrigger value="past">Past</TabsTrigger>
            </TabsList>
          </Tabs>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
          Times in your time zone: {timeZoneLabel(timeZone)}
        </p>
        {sessions.isError ? (
          <Card>
            <CardContent className="py-8 text-center text-destructive">
              The sessions could not be loaded. Please reload the page.
            </CardContent>
          </Card>
        ) : !sessions.data ? (
          <Skeleton className="h-32 w-full" aria-label="Loading sessions…" />
        ) : sessions.data.length === 0 ? (
          <Card>
            <CardContent className="py-8 text-center text-muted-foreground">
              {when === 'upcoming'
                ? 'No upcoming sessions. Publish a slot above.'
                : 'No past sessions yet.'}
            </CardContent>
          </Card>
        ) : (
          <Card className="py-0">
            <ul
              className="divide-y"
              aria-label={when === 'upcoming' ? 'Upcoming sessions' : 'Past sessions'}
            >
              {sessions.data.map((session) => (
                <SessionCard key={session.id} session={session} timeZone={timeZone} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </ConsolePage>
  );
}
