import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters, useSessionTimeFormatters } from '@uniguide/client';
import type { OnboardingSlot } from '@uniguide/domain';
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
  const { t } = useLingui();
  const format = useFormatters();
  const times = useSessionTimeFormatters();
  const end = new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000);
  const start = times.clockTime(slot.startsAt, timeZone);
  const minutes = format.count(slot.durationMinutes);
  const seatsLeft = format.count(slot.seatsLeft);
  const capacity = format.count(slot.capacity);
  const expert = slot.expertName;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium tabular-nums">
          <span dir="ltr">
            {start}–{times.clockTime(end, timeZone)}
          </span>
          <span className="ms-2 text-sm font-normal text-muted-foreground">
            {t({
              message: plural(slot.durationMinutes, {
                one: `${minutes} minute`,
                other: `${minutes} minutes`,
              }),
            })}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
            <UserRoundIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <bdi>{slot.expertName}</bdi>
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <bdi>{slot.region}</bdi>
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {slot.seatsLeft === 0 ? t`No seats left` : t`${seatsLeft} of ${capacity} seats left`}
          </span>
        </p>
      </div>
      {action === 'current' ? (
        <Badge variant="secondary" className="self-start sm:self-center">
          <Trans>Your session</Trans>
        </Badge>
      ) : action === 'full' ? (
        <Badge variant="outline" className="self-start sm:self-center">
          <Trans>Full</Trans>
        </Badge>
      ) : (
        <Button
          type="button"
          size="sm"
          variant={action === 'move' ? 'outline' : 'default'}
          pending={pending}
          pendingLabel={action === 'move' ? t`Moving…` : t`Booking…`}
          onClick={onChoose}
          aria-label={
            action === 'move'
              ? t`Move my session to ${start} with ${expert}`
              : t`Book ${start} with ${expert}`
          }
          className="w-full sm:w-auto"
        >
          {action === 'move' ? <Trans>Move here</Trans> : <Trans>Book</Trans>}
        </Button>
      )}
    </li>
  );
}
