import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@uniguide/domain';
import { FilterSelect, useStatusLabel } from '@uniguide/ui';
import { FILTER_STATUSES } from './list-search';

/** docs/product.md §3: All plus the statuses; the server does the filtering (application.list `status`). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  const { t } = useLingui();
  const statusText = useStatusLabel();
  return (
    <FilterSelect
      id="applications-status-filter"
      label={t`Status`}
      allLabel={t`All`}
      value={value}
      options={FILTER_STATUSES.map((status) => ({ value: status, label: statusText(status) }))}
      onValueChange={onChange}
      inline
      triggerClassName="w-full md:w-48"
    />
  );
}
