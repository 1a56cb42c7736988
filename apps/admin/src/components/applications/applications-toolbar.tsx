import { APPLICATION_STATUSES, statusLabel } from '@uniguide/domain';
import { FilterSelect, ResetFiltersButton } from '../common/filter-controls';
import { SearchInput } from '../common/search-input';
import { hasApplicationFilters, type ApplicationsSearch } from './applications-search';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));
const VIEW_OPTIONS = [
  { value: 'needs-admin', label: 'Needs an admin' },
  { value: 'all', label: 'All applications' },
  { value: 'waiting-longest', label: 'Waiting longest at university' },
  { value: 'overdue', label: 'Overdue at university' },
  { value: 'awaiting-reply', label: 'Awaiting our reply' },
] as const;
const EVERY_APPLICATION = 'Every application agents have submitted (drafts when filtered for)';
/** What each view lists, said under the page title. */
const VIEW_DESCRIPTIONS: Record<(typeof VIEW_OPTIONS)[number]['value'], string> = {
  'needs-admin':
    'Applications waiting for an admin: submitted, sent back after changes, or with every request answered. Longest waiting first.',
  all: `${EVERY_APPLICATION}, most recently updated first.`,
  'waiting-longest': 'Applications with the university, longest there first.',
  overdue:
    'Applications with the university past its usual decision time by half again, longest there first.',
  'awaiting-reply':
    'Applications whose agent wrote last and waits for our reply, longest waiting first.',
};
/** The page's description: what the chosen view lists, in the order it is shown. */
export function viewDescription(search: ApplicationsSearch): string {
  const view = search.view ?? 'needs-admin';
  if (view === 'all' && search.order === 'oldest')
    return `${EVERY_APPLICATION}, least recently updated first.`;
  return VIEW_DESCRIPTIONS[view];
}
const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
] as const;

/** Search, status filter (All plus every status, docs/product.md §5.2), order and reset; all server-side. */
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
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1fr)_14rem_11rem_11rem_auto]">
      <SearchInput
        className="col-span-2 lg:col-span-1"
        id="applications-search"
        label="Search"
        placeholder="Student name, email or program"
        value={search.search ?? ''}
        onSearch={(text) => onChange({ ...filters, search: text || undefined })}
      />
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect
          id="applications-view"
          label="Show"
          value={search.view ?? 'needs-admin'}
          options={VIEW_OPTIONS}
          onValueChange={(view) =>
            onChange({ ...filters, view: view === 'needs-admin' ? undefined : view })
          }
        />
      </div>
      <FilterSelect
        id="applications-status"
        label="Status"
        allLabel="All"
        value={search.status}
        options={STATUS_OPTIONS}
        onValueChange={(status) => onChange({ ...filters, status })}
      />
      {search.view === 'all' ? (
        <FilterSelect
          id="applications-order"
          label="Sort by last update"
          value={search.order ?? 'newest'}
          options={ORDER_OPTIONS}
          onValueChange={(order) =>
            onChange({ ...filters, order: order === 'oldest' ? 'oldest' : undefined })
          }
        />
      ) : (
        // A queue keeps its own order: the longest wait first.
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Order</span>
          <span className="flex h-9 items-center text-sm text-muted-foreground">
            Longest waiting first
          </span>
        </div>
      )}
      <ResetFiltersButton
        className="col-span-2 lg:col-span-1"
        disabled={!hasApplicationFilters(search)}
        onReset={() => onChange({})}
      />
    </div>
  );
}
