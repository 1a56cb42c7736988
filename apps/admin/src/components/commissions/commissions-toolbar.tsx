import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import {
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@uniguide/ui';
import { RotateCcwIcon } from 'lucide-react';
import { SearchInput } from '../common/search-input';
import { AgentFilterChip } from './agent-filter-chip';
import {
  COMMISSION_FILTER_OPTIONS,
  hasCommissionFilters,
  type CommissionsSearch,
} from './commissions-search';

const ALL = 'all';

/** Search, status (due and overdue included), university, the agent in force, and reset. */
export function CommissionsToolbar({
  search,
  onChange,
}: {
  search: CommissionsSearch;
  /** The filters to apply; the page goes back to 1 with any change. */
  onChange: (next: CommissionsSearch) => void;
}) {
  const trpc = useTRPC();
  const universities = useQuery(
    trpc.admin.university.list.queryOptions(undefined, DASHBOARD_QUERY),
  );
  const { page: _page, ...filters } = search;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_11rem_16rem_auto]">
        <SearchInput
          className="col-span-2 md:col-span-1"
          id="commissions-search"
          label="Search"
          placeholder="Student, program, university or agent"
          value={search.search ?? ''}
          onSearch={(text) => onChange({ ...filters, search: text || undefined })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="commissions-status">Status</Label>
          <Select
            value={search.status ?? ALL}
            onValueChange={(value) =>
              onChange({
                ...filters,
                status: COMMISSION_FILTER_OPTIONS.find((option) => option.value === value)?.value,
              })
            }
          >
            <SelectTrigger id="commissions-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All</SelectItem>
              {COMMISSION_FILTER_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="commissions-university">University</Label>
          <Select
            value={search.universityId ? String(search.universityId) : ALL}
            onValueChange={(value) =>
              onChange({ ...filters, universityId: value === ALL ? undefined : Number(value) })
            }
          >
            <SelectTrigger id="commissions-university" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All universities</SelectItem>
              {search.universityId &&
              !universities.data?.some((university) => university.id === search.universityId) ? (
                <SelectItem value={String(search.universityId)}>
                  University #{search.universityId}
                </SelectItem>
              ) : null}
              {universities.data?.map((university) => (
                <SelectItem key={university.id} value={String(university.id)}>
                  {university.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          variant="outline"
          className="col-span-2 md:col-span-1"
          disabled={!hasCommissionFilters(search)}
          onClick={() => onChange({})}
        >
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
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
          Choose an agent&apos;s name in the list to see only their commissions.
        </p>
      )}
    </div>
  );
}
