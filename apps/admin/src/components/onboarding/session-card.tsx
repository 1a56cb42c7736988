import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useFormatters, useSessionTimeFormatters, useTRPC } from '@uniguide/client';
import {
  sessionEnd,
  type AdminOnboardingBooking,
  type AdminOnboardingSlot,
  type OnboardingBookingStatus,
  type OnboardingOutcome,
} from '@uniguide/domain';
import { Badge, Button, ConfirmAction, toast, useOnboardingBookingStatusLabel } from '@uniguide/ui';
import {
  CheckIcon,
  MapPinIcon,
  PencilIcon,
  Trash2Icon,
  UserRoundIcon,
  UsersIcon,
  VideoIcon,
  XIcon,
} from 'lucide-react';

const STATUS_TONE: Record<OnboardingBookingStatus, 'info' | 'success' | 'danger' | 'neutral'> = {
  booked: 'info',
  held: 'success',
  missed: 'danger',
  cancelled: 'neutral',
};

function BookingRow({ booking, started }: { booking: AdminOnboardingBooking; started: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const bookingStatus = useOnboardingBookingStatusLabel();
  const queryClient = useQueryClient();
  const agentName = booking.agentName;
  const mark = useMutation(
    trpc.admin.onboarding.mark.mutationOptions({
      onSuccess: async ({ status }) => {
        toast({
          title: status === 'held' ? t`Marked held` : t`Marked missed`,
          description: t`${agentName}'s session.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
      },
      onError: (error) =>
        toast({
          title: t`The session could not be marked`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const markAs = (outcome: OnboardingOutcome) => mark.mutate({ id: booking.id, outcome });
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">
          <bdi>{booking.agentName}</bdi>{' '}
          <Badge variant={STATUS_TONE[booking.status]}>{bookingStatus(booking.status)}</Badge>
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <bdi className="inline-block">{booking.agentEmail}</bdi>
          {booking.agencyName ? (
            <>
              {' · '}
              <bdi className="inline-block">{booking.agencyName}</bdi>
            </>
          ) : null}
        </p>
      </div>
      {started ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant={booking.status === 'held' ? 'default' : 'outline'}
            disabled={mark.isPending || booking.status === 'held'}
            onClick={() => markAs('held')}
            aria-label={t`Mark ${agentName}'s session held`}
          >
            <CheckIcon aria-hidden="true" />
            <Trans>Held</Trans>
          </Button>
          <Button
            size="sm"
            variant={booking.status === 'missed' ? 'destructive' : 'outline'}
            disabled={mark.isPending || booking.status === 'missed'}
            onClick={() => markAs('missed')}
            aria-label={t`Mark ${agentName}'s session missed`}
          >
            <XIcon aria-hidden="true" />
            <Trans>Missed</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * One session in the console: its time in the admin's zone, expert, seats and agents; a slot still
 * to come can be withdrawn, and edited while nobody has booked it (decision 073).
 */
export function SessionCard({
  session,
  timeZone,
  onEdit,
}: {
  session: AdminOnboardingSlot;
  timeZone: string;
  onEdit: (session: AdminOnboardingSlot) => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const format = useFormatters();
  const times = useSessionTimeFormatters();
  const queryClient = useQueryClient();
  const started = Date.parse(session.startsAt) <= Date.now();
  const booked = format.count(session.capacity - session.seatsLeft);
  const capacity = format.count(session.capacity);
  const when = times.sessionTime(session.startsAt, timeZone);
  const day = times.sessionDay(session.startsAt, timeZone);
  const range = `${times.clockTime(session.startsAt, timeZone)}–${times.clockTime(sessionEnd(session), timeZone)}`;
  const withdraw = useMutation(
    trpc.admin.onboarding.withdrawSlot.mutationOptions({
      onSuccess: async ({ cancelledBookings }) => {
        const count = format.count(cancelledBookings);
        toast({
          title: t`Slot withdrawn`,
          description:
            cancelledBookings === 0
              ? t`Nobody had booked it.`
              : t({
                  message: plural(cancelledBookings, {
                    one: `${count} booked agent was told and can book another time.`,
                    other: `${count} booked agents were told and can book another time.`,
                  }),
                }),
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
      },
      onError: (error) => {
        toast({
          title: t`The slot could not be withdrawn`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
      },
    }),
  );
  // Cancelled bookings are not listed: any booking shown holds the slot as it is.
  const editable = !started && session.bookings.length === 0;
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium">
            {/* The clock range is isolated left to right, so Arabic reads it start–end too. */}
            <Trans>
              {day} at{' '}
              <span dir="ltr" className="whitespace-nowrap">
                {range}
              </span>
            </Trans>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
              <UserRoundIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <bdi>{session.expertName}</bdi>
              {session.expertEmail ? (
                <>
                  {' ('}
                  <bdi>{session.expertEmail}</bdi>
                  {')'}
                </>
              ) : null}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <bdi>{session.region}</bdi>
            </span>
            <span className="inline-flex items-center gap-1">
              <UsersIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <Trans>
                {booked} of {capacity} seats booked
              </Trans>
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          <Button asChild variant="ghost" size="sm">
            <a href={session.meetingUrl} target="_blank" rel="noreferrer">
              <VideoIcon aria-hidden="true" />
              <Trans>Meeting link</Trans>
            </a>
          </Button>
          {editable ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit(session)}
              aria-label={t`Edit the slot of ${when}`}
            >
              <PencilIcon aria-hidden="true" />
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          {started ? null : (
            <ConfirmAction
              label={t`Withdraw`}
              aria-label={t`Withdraw the slot of ${when}`}
              icon={Trash2Icon}
              variant="outline"
              size="sm"
              pending={withdraw.isPending}
              heading={t`Withdraw this slot?`}
              description={
                session.bookings.length === 0
                  ? t`Agents will no longer see it.`
                  : t`Agents will no longer see it. Every agent booked on it gets a cancellation with the calendar invitation withdrawn, and can book another time.`
              }
              confirmLabel={t`Withdraw slot`}
              confirmVariant="destructive"
              onConfirm={() => withdraw.mutate({ id: session.id })}
            />
          )}
        </div>
      </div>
      {session.bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No agent has booked this session yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y border-t" aria-label={t`Agents booked ${when}`}>
          {session.bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} started={started} />
          ))}
        </ul>
      )}
    </li>
  );
}
