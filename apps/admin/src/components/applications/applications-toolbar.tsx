import { APPLICATION_STATUSES, statusLabel, type ApplicationStatus } from '@uniguide/domain';
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
import { hasApplicationFilters, type ApplicationsSearch } from './applications-search';

const ALL = 'all';

/** Search, status filter (All plus every status, DESIGN.md §4), order and reset; all server-side. */
export function ApplicationsToolbar({
  search,
  onChange,
}: {
  search: ApplicationsSearch;
  /** The filters to apply; the page goes back to 1 with any change. */
  onChange: (next: ApplicationsSearch) => void;
}) {
  const { page: _page, ...filters } = search;
  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_13rem_13rem_auto]">
      <SearchInput
        className="col-span-2 md:col-span-1"
        id="applications-search"
        label="Search"
        placeholder="Student name, email or program"
        value={search.search ?? ''}
        onSearch={(text) => onChange({ ...filters, search: text || undefined })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="applications-status">Status</Label>
        <Select
          value={search.status ?? ALL}
          onValueChange={(value) =>
            onChange({
              ...filters,
              status: APPLICATION_STATUSES.find(
                (status): status is ApplicationStatus => status === value,
              ),
            })
          }
        >
          <SelectTrigger id="applications-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All</SelectItem>
            {APPLICATION_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {statusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="applications-order">Sort by last update</Label>
        <Select
          value={search.order ?? 'newest'}
          onValueChange={(value) =>
            onChange({ ...filters, order: value === 'oldest' ? 'oldest' : undefined })
          }
        >
          <SelectTrigger id="applications-order">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="newest">Newest first</SelectItem>
            <SelectItem value="oldest">Oldest first</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="outline"
        className="col-span-2 md:col-span-1"
        disabled={!hasApplicationFilters(search)}
        onClick={() => onChange({})}
      >
        <RotateCcwIcon aria-hidden="true" />
        Reset
      </Button>
    </div>
  );
}
