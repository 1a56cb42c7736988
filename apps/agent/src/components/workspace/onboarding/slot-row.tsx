import { formatClockTime, type OnboardingSlot } from '@uniguide/domain';
import { Badge, Button } from '@uniguide/ui';
import { MapPinIcon, UserRoundIcon, UsersIcon } from 'lucide-react';

export type SlotAction = 'book' | 'move' | 'current' | 'full';

/** One open slot: its time in the reader's zone, the expert, the region, the seats and the action. */
export function SlotRow({
  slot,
  timeZone,
  action,
  pending,
  onChoose,
}: {
  slot: OnboardingSlot;
  timeZone: string;
  action: SlotAction;
  pending: boolean;
  onChoose: () => void;
}) {
  const end = new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000);
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-medium tabular-nums">
          {formatClockTime(slot.startsAt, timeZone)}–{formatClockTime(end, timeZone)}
          <span className="ms-2 text-sm font-normal text-muted-foreground">
            {slot.durationMinutes} minutes
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <UserRoundIcon aria-hidden="true" className="size-3.5" />
            {slot.expertName}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPinIcon aria-hidden="true" className="size-3.5" />
            {slot.region}
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersIcon aria-hidden="true" className="size-3.5" />
            {slot.seatsLeft === 0
              ? 'No seats left'
              : `${slot.seatsLeft} of ${slot.capacity} seats left`}
          </span>
        </p>
      </div>
      {action === 'current' ? (
        <Badge variant="secondary" className="self-start sm:self-center">
          Your session
        </Badge>
      ) : action === 'full' ? (
        <Badge variant="outline" className="self-start sm:self-center">
          Full
        </Badge>
      ) : (
        <Button
          type="button"
          size="sm"
          variant={action === 'move' ? 'outline' : 'default'}
          pending={pending}
          pendingLabel={action === 'move' ? 'Moving…' : 'Booking…'}
          onClick={onChoose}
          aria-label={`${action === 'move' ? 'Move my session to' : 'Book'} ${formatClockTime(slot.startsAt, timeZone)} with ${slot.expertName}`}
          className="w-full sm:w-auto"
        >
          {action === 'move' ? 'Move here' : 'Book'}
        </Button>
      )}
    </li>
  );
}
