import { Trans, useLingui } from '@lingui/react/macro';
import { COMMISSION_FILTERS, type CommissionFilter } from '@uniguide/domain';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@uniguide/ui';
import { COMMISSION_FILTER_LABELS } from './earnings-search';

const ALL = 'all';
const ORDER: readonly CommissionFilter[] = [
  'due',
  'overdue',
  'pending',
  'invoiced',
  'paid',
  'reversed',
];

/** All, or one status (or due / overdue); the server does the filtering (commission.list `status`). */
export function CommissionFilterSelect({
  value,
  onChange,
}: {
  value: CommissionFilter | undefined;
  onChange: (status: CommissionFilter | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="commissions-status-filter" className="shrink-0">
        <Trans>Status</Trans>
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(COMMISSION_FILTERS.find((status) => status === next))}
      >
        <SelectTrigger id="commissions-status-filter" className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>
            <Trans>All</Trans>
          </SelectItem>
          {ORDER.map((status) => (
            <SelectItem key={status} value={status}>
              {t(COMMISSION_FILTER_LABELS[status])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
