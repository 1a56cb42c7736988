import { formatDashboardDate } from '@uniguide/client';

/** An invoiced or paid date, or a dash while it has not happened. */
export function EventDate({ value }: { value: string | null }) {
  const text = formatDashboardDate(value);
  if (!text || !value) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not yet</span>
      </span>
    );
  }
  return <time dateTime={value}>{text}</time>;
}
