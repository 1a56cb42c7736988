import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useSessionTimeFormatters, useTRPC } from '@uniguide/client';
import { localTimeZone, timeZoneLabel, type AdminOnboardingSlot } from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  Skeleton,
  Tabs,
  TabsList,
  TabsTrigger,
  SectionCard,
} from '@uniguide/ui';
import { GlobeIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { ConsolePage } from '../common/page-header';
import { SessionCard } from './session-card';
import { SlotForm } from './slot-form';

/** The console's onboarding sessions (docs/product.md §5.11). */
export function OnboardingPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const times = useSessionTimeFormatters();
  const description = t`Slots with a regional expert that agents book, move or cancel themselves; mark each session held or missed once it has started.`;
  usePageTitle(t`Onboarding`, description);
  const timeZone = useMemo(localTimeZone, []);
  const zone = timeZoneLabel(timeZone);
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [editing, setEditing] = useState<AdminOnboardingSlot | undefined>();
  const formCard = useRef<HTMLDivElement>(null);
  const sessions = useQuery(trpc.admin.onboarding.list.queryOptions({ when }, DASHBOARD_QUERY));
  const edit = (session: AdminOnboardingSlot) => {
    setEditing(session);
    formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const editedWhen = editing ? times.sessionTime(editing.startsAt, timeZone) : '';

  return (
    <ConsolePage title={t`Onboarding`} description={description}>
      <div ref={formCard} className="scroll-mt-24">
        <SectionCard
          title={editing ? t`Edit the slot of ${editedWhen}` : t`Publish a slot`}
          description={
            editing
              ? t`Nobody has booked it yet, so agents simply see the new details.`
              : t`Agents see it in their own time zone and both sides get a calendar invitation when they book.`
          }
          action={
            editing ? (
              <Button variant="outline" onClick={() => setEditing(undefined)}>
                <Trans>Cancel</Trans>
              </Button>
            ) : undefined
          }
        >
          <SlotForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onDone={() => setEditing(undefined)}
          />
        </SectionCard>
      </div>
      <section aria-labelledby="sessions-heading" className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            <Trans>Sessions</Trans>
          </h2>
          <Tabs value={when} onValueChange={(value) => setWhen(value as 'upcoming' | 'past')}>
            <TabsList>
              <TabsTrigger value="upcoming">
                <Trans>Upcoming</Trans>
              </TabsTrigger>
              <TabsTrigger value="past">
                <Trans>Past</Trans>
              </TabsTrigger>
            </TabsList>
          </Tabs>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans>
              Times in your time zone: <bdi>{zone}</bdi>
            </Trans>
          </span>
        </p>
        {sessions.isError ? (
          <Card>
            <CardContent className="py-8 text-center text-destructive">
              <Trans>The sessions could not be loaded. Please reload the page.</Trans>
            </CardContent>
          </Card>
        ) : !sessions.data ? (
          <Skeleton className="h-32 w-full" aria-label={t`Loading sessions…`} />
        ) : sessions.data.length === 0 ? (
          <Card>
            <CardContent className="py-8 text-center text-muted-foreground">
              {when === 'upcoming' ? (
                <Trans>No upcoming sessions. Publish a slot above.</Trans>
              ) : (
                <Trans>No past sessions yet.</Trans>
              )}
            </CardContent>
          </Card>
        ) : (
          <Card className="py-0">
            <ul
              className="divide-y"
              aria-label={when === 'upcoming' ? t`Upcoming sessions` : t`Past sessions`}
            >
              {sessions.data.map((session) => (
                <SessionCard key={session.id} session={session} timeZone={timeZone} onEdit={edit} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </ConsolePage>
  );
}
