import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useFormatters, useSessionTimeFormatters, useTRPC } from '@uniguide/client';
import {
  localTimeZone,
  timeZoneLabel,
  type OnboardingBooking,
  type OnboardingSlot,
} from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmAction,
  Skeleton,
  toast,
} from '@uniguide/ui';
import { CalendarCheckIcon, GlobeIcon, VideoIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadFailed } from '../applications/shared/load-state';
import { PageHeading } from '../common/page-heading';
import { SlotRow, type SlotAction } from './slot-row';

/** Slots grouped by their day in the reader's time zone, in order. */
function byDay(
  slots: OnboardingSlot[],
  dayOf: (slot: OnboardingSlot) => string,
): [string, OnboardingSlot[]][] {
  const days = new Map<string, OnboardingSlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}

function BookingCard({
  booking,
  timeZone,
  cancelling,
  onCancel,
}: {
  booking: OnboardingBooking;
  timeZone: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const times = useSessionTimeFormatters();
  const held = booking.status === 'held';
  const started = Date.parse(booking.slot.startsAt) <= Date.now();
  const when = times.sessionTime(booking.slot.startsAt, timeZone);
  const minutes = format.count(booking.slot.durationMinutes);
  const length = t({
    message: plural(booking.slot.durationMinutes, {
      one: `${minutes} minute`,
      other: `${minutes} minutes`,
    }),
  });
  const expert = booking.slot.expertName;
  const region = booking.slot.region;
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarCheckIcon aria-hidden="true" className="size-5 text-primary" />
          {held ? (
            <Trans>Your onboarding session was held</Trans>
          ) : (
            <Trans>Your onboarding session</Trans>
          )}
        </CardTitle>
        <CardDescription>
          <Trans>
            {when} · {length} with <bdi>{expert}</bdi> (<bdi>{region}</bdi>)
          </Trans>
        </CardDescription>
      </CardHeader>
      {held || started ? null : (
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button asChild>
            <a href={booking.slot.meetingUrl} target="_blank" rel="noreferrer">
              <VideoIcon aria-hidden="true" />
              <Trans>Join online</Trans>
            </a>
          </Button>
          <ConfirmAction
            label={t`Cancel session`}
            icon={XIcon}
            variant="outline"
            pending={cancelling}
            heading={t`Cancel your onboarding session?`}
            description={t`The expert is told and the invitation leaves your calendar. You can book another time afterwards.`}
            confirmLabel={t`Cancel session`}
            confirmVariant="destructive"
            onConfirm={onCancel}
          />
          <p className="text-sm text-muted-foreground">
            <Trans>To move it, choose another time below: your invitation is updated.</Trans>
          </p>
        </CardContent>
      )}
    </Card>
  );
}

/**
 * /dashboard/onboarding: book a personal session with a regional expert, move it to another time in
 * one step, or cancel it (docs/product.md §5.11). Times are shown in the browser's time zone.
 */
export function OnboardingPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const times = useSessionTimeFormatters();
  usePageTitle(t`Onboarding session`, t`Book a personal session with a regional expert.`);
  const timeZone = useMemo(localTimeZone, []);
  const zone = timeZoneLabel(timeZone);
  const overview = useQuery(trpc.onboarding.overview.queryOptions());
  const [choosing, setChoosing] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.onboarding.pathKey() });
  const failed = (title: string) => (error: unknown) => {
    toast({
      title,
      description: errorMessage(error, t`Please try again.`),
      variant: 'destructive',
    });
    void refresh();
  };
  const book = useMutation(
    trpc.onboarding.book.mutationOptions({
      onSuccess: (booking) => {
        const when = times.sessionTime(booking.slot.startsAt, timeZone);
        toast({
          title: t`Session booked`,
          description: t`${when}. The invitation is on its way to your e-mail.`,
        });
        void refresh();
      },
      onError: failed(t`Could not book this time`),
      onSettled: () => setChoosing(null),
    }),
  );
  const move = useMutation(
    trpc.onboarding.reschedule.mutationOptions({
      onSuccess: (booking) => {
        const when = times.sessionTime(booking.slot.startsAt, timeZone);
        toast({ title: t`Session moved`, description: t`${when}. Your invitation is updated.` });
        void refresh();
      },
      onError: failed(t`Could not move your session`),
      onSettled: () => setChoosing(null),
    }),
  );
  const cancel = useMutation(
    trpc.onboarding.cancel.mutationOptions({
      onSuccess: () => {
        toast({ title: t`Session cancelled`, description: t`The expert has been told.` });
        void refresh();
      },
      onError: failed(t`Could not cancel your session`),
    }),
  );

  const data = overview.data;
  const active = data?.booking?.status === 'booked' ? data.booking : null;
  const actionFor = (slot: OnboardingSlot): SlotAction => {
    if (active?.slot.id === slot.id) return 'current';
    if (slot.seatsLeft === 0) return 'full';
    return active ? 'move' : 'book';
  };
  const choose = (slot: OnboardingSlot) => {
    setChoosing(slot.id);
    if (active) move.mutate({ id: active.id, slotId: slot.id });
    else book.mutate({ slotId: slot.id });
  };

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`Onboarding session`}
        description={t`A personal session with a regional expert: how to apply through UniGuide, what the universities need, and who to ask. Book a time that suits you; you can move or cancel it.`}
      />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <Trans>
            Times are shown in your time zone:{' '}
            <strong>
              <bdi>{zone}</bdi>
            </strong>
          </Trans>
        </span>
      </p>
      {overview.isError ? (
        <LoadFailed
          title={t`Onboarding sessions could not be loaded`}
          error={overview.error}
          fallback={t`Please try again.`}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <div className="grid gap-3" aria-label={t`Loading sessions…`}>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : (
        <>
          {data.booking ? (
            <BookingCard
              booking={data.booking}
              timeZone={timeZone}
              cancelling={cancel.isPending}
              onCancel={() => cancel.mutate({ id: data.booking!.id })}
            />
          ) : null}
          <section aria-labelledby="open-slots" className="grid gap-4">
            <h2 id="open-slots" className="text-lg font-semibold">
              {active ? <Trans>Other times</Trans> : <Trans>Open times</Trans>}
            </h2>
            {data.slots.length === 0 ? (
              <Card>
                <CardContent className="py-10 text-center text-muted-foreground">
                  <Trans>No onboarding times are open right now. Please check back soon.</Trans>
                </CardContent>
              </Card>
            ) : (
              byDay(data.slots, (slot) => times.sessionDay(slot.startsAt, timeZone)).map(
                ([day, slots]) => (
                  <div key={day} className="grid gap-2">
                    <h3 className="text-sm font-medium text-muted-foreground">{day}</h3>
                    <ul className="grid gap-2" aria-label={day}>
                      {slots.map((slot) => (
                        <SlotRow
                          key={slot.id}
                          slot={slot}
                          timeZone={timeZone}
                          action={actionFor(slot)}
                          pending={choosing === slot.id}
                          onChoose={() => choose(slot)}
                        />
                      ))}
                    </ul>
                  </div>
                ),
              )
            )}
          </section>
        </>
      )}
    </div>
  );
}
