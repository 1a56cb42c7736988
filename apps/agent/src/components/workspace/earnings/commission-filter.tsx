import { useLingui } from '@lingui/react/macro';
import type { CommissionFilter } from '@uniguide/domain';
import { FilterSelect } from '@uniguide/ui';
import { COMMISSION_FILTER_LABELS } from './earnings-search';

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
    <FilterSelect
      id="commissions-status-filter"
      label={t`Status`}
      allLabel={t`All`}
      value={value}
      options={ORDER.map((status) => ({
        value: status,
        label: t(COMMISSION_FILTER_LABELS[status]),
      }))}
      onValueChange={onChange}
      inline
      triggerClassName="w-full sm:w-56"
    />
  );
}
