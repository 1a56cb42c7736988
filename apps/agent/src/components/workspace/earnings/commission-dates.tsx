import { Trans } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';

/** An invoiced or paid date, or a dash while it has not happened. */
export function EventDate({ value }: { value: string | null }) {
  const dates = useDateFormatters();
  const text = value ? dates.dashboardDate(value) : '';
  if (!text || !value) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">
          <Trans>Not yet</Trans>
        </span>
      </span>
    );
  }
  return <time dateTime={value}>{text}</time>;
}
