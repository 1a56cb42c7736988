import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { FilterSelect } from '@uniguide/ui';
import { ResetFiltersButton } from '../common/filter-controls';
import { SearchInput } from '../common/search-input';
import { AgentFilterChip } from './agent-filter-chip';
import {
  COMMISSION_FILTER_OPTIONS,
  hasCommissionFilters,
  type CommissionsSearch,
} from './commissions-search';

/** Search, status (due and overdue included), university, the agent in force, and reset. */
export function CommissionsToolbar({
  search,
  onChange,
}: {
  search: CommissionsSearch;
  /** The filters to apply; the page goes back to 1 with any change. */
  onChange: (next: CommissionsSearch) => void;
}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const universities = useQuery(
    trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY),
  );
  const { page: _page, ...filters } = search;
  const universityId = search.universityId;
  const statusOptions = COMMISSION_FILTER_OPTIONS.map((option) => ({
    ...option,
    label: t(option.label),
  }));
  // A university chosen by address that the list does not (yet) hold still shows as chosen.
  const chosenUniversityUnlisted =
    Boolean(search.universityId) &&
    !universities.data?.some((university) => university.id === search.universityId);
  const universityOptions = [
    ...(chosenUniversityUnlisted
      ? [{ value: String(search.universityId), label: t`University #${universityId}` }]
      : []),
    ...(universities.data ?? []).map((university) => ({
      value: String(university.id),
      label: university.name,
    })),
  ];
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_11rem_16rem_auto]">
        <SearchInput
          className="col-span-2 md:col-span-1"
          id="commissions-search"
          label={t`Search`}
          placeholder={t`Student, program, university or agent`}
          value={search.search ?? ''}
          onSearch={(text) => onChange({ ...filters, search: text || undefined })}
        />
        <FilterSelect
          id="commissions-status"
          label={t`Status`}
          allLabel={t`All`}
          value={search.status}
          options={statusOptions}
          onValueChange={(status) => onChange({ ...filters, status })}
        />
        <FilterSelect
          id="commissions-university"
          label={t`University`}
          allLabel={t`All universities`}
          value={search.universityId ? String(search.universityId) : undefined}
          options={universityOptions}
          onValueChange={(value) =>
            onChange({ ...filters, universityId: value === undefined ? undefined : Number(value) })
          }
        />
        <ResetFiltersButton
          className="col-span-2 md:col-span-1"
          disabled={!hasCommissionFilters(search)}
          onReset={() => onChange({})}
        />
      </div>
      {search.agentId ? (
        <div className="flex flex-wrap items-center gap-2">
          <AgentFilterChip
            agentId={search.agentId}
            onClear={() => onChange({ ...filters, agentId: undefined })}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Choose an agent&apos;s name in the list to see only their commissions.</Trans>
        </p>
      )}
    </div>
  );
}
