import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, useTRPC } from '@uniguide/client';
import {
  ONBOARDING_BOOKING_STATUS_LABELS,
  formatClockTime,
  formatSessionTime,
  sessionEnd,
  type AdminOnboardingBooking,
  type AdminOnboardingSlot,
  type OnboardingBookingStatus,
  type OnboardingOutcome,
} from '@uniguide/domain';
import { Badge, Button, toast } from '@uniguide/ui';
import { CheckIcon, MapPinIcon, UserRoundIcon, UsersIcon, VideoIcon, XIcon } from 'lucide-react';

const STATUS_TONE: Record<OnboardingBookingStatus, 'info' | 'success' | 'danger' | 'neutral'> = {
  booked: 'info',
  held: 'success',
  missed: 'danger',
  cancelled: 'neutral',
};

function BookingRow({ booking, started }: { booking: AdminOnboardingBooking; started: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mark = useMutation(
    trpc.admin.onboarding.mark.mutationOptions({
      onSuccess: async ({ status }) => {
        toast({
          title: `Marked ${ONBOARDING_BOOKING_STATUS_LABELS[status].toLowerCase()}`,
          description: `${booking.agentName}'s session.`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.onboarding.pathKey() });
      },
      onError: (error) =>
        toast({
          title: 'The session could not be marked',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  const markAs = (outcome: OnboardingOutcome) => mark.mutate({ id: booking.id, outcome });
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">
          {booking.agentName}{' '}
          <Badge variant={STATUS_TONE[booking.status]}>
            {ONBOARDING_BOOKING_STATUS_LABELS[booking.status]}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {booking.agentEmail}
          {booking.agencyName ? ` · ${booking.agencyName}` : ''}
        </p>
      </div>
      {started ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant={booking.status === 'held' ? 'default' : 'outline'}
            disabled={mark.isPending || booking.status === 'held'}
            onClick={() => markAs('held')}
            aria-label={`Mark ${booking.agentName}'s session held`}
          >
            <CheckIcon aria-hidden="true" />
            Held
          </Button>
          <Button
            size="sm"
            variant={booking.status === 'missed' ? 'destructive' : 'outline'}
            disabled={mark.isPending || booking.status === 'missed'}
            onClick={() => markAs('missed')}
            aria-label={`Mark ${booking.agentName}'s session missed`}
          >
            <XIcon aria-hidden="true" />
            Missed
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** One session in the console: its time in the admin's zone, expert, seats and agents. */
export function SessionCard({
  session,
  timeZone,
}: {
  session: AdminOnboardingSlot;
  timeZone: string;
}) {
  const started = Date.parse(session.startsAt) <= Date.now();
  const booked = session.capacity - session.seatsLeft;
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium">
            {formatSessionTime(session.startsAt, timeZone)}–
            {formatClockTime(sessionEnd(session), timeZone)}
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <UserRoundIcon aria-hidden="true" className="size-3.5" />
              {session.expertName}
              {session.expertEmail ? ` (${session.expertEmail})` : ''}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden="true" className="size-3.5" />
              {session.region}
            </span>
            <span className="inline-flex items-center gap-1">
              <UsersIcon aria-hidden="true" className="size-3.5" />
              {booked} of {session.capacity} seats booked
            </span>
          </p>
        </div>
        <Button asChild variant="ghost" size="sm" className="self-start">
          <a href={session.meetingUrl} target="_blank" rel="noreferrer">
            <VideoIcon aria-hidden="true" />
            Meeting link
          </a>
        </Button>
      </div>
      {session.bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No agent has booked this session yet.</p>
      ) : (
        <ul
          className="divide-y border-t"
          aria-label={`Agents booked ${formatSessionTime(session.startsAt, timeZone)}`}
        >
          {session.bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} started={started} />
          ))}
        </ul>
      )}
    </li>
  );
}
