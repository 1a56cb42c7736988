import { Trans } from '@lingui/react/macro';
import type { ApplicationStatus } from '@uniguide/domain';
import {
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useStatusLabel,
} from '@uniguide/ui';
import { FILTER_STATUSES } from './list-search';

const ALL = 'all';

/** docs/product.md §3: All plus the statuses; the server does the filtering (application.list `status`). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  const statusText = useStatusLabel();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="applications-status-filter" className="shrink-0">
        <Trans>Status</Trans>
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) =>
          onChange(next === ALL ? undefined : FILTER_STATUSES.find((status) => status === next))
        }
      >
        <SelectTrigger id="applications-status-filter" className="w-full md:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>
            <Trans>All</Trans>
          </SelectItem>
          {FILTER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {statusText(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
