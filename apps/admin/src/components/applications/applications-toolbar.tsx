import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_STATUSES } from '@uniguide/domain';
import { FilterSelect, useStatusLabel } from '@uniguide/ui';
import { ResetFiltersButton } from '../common/filter-controls';
import { SearchInput } from '../common/search-input';
import { hasApplicationFilters, type ApplicationsSearch } from './applications-search';

const VIEW_OPTIONS = [
  { value: 'needs-admin', label: msg`Needs an admin` },
  { value: 'all', label: msg`All applications` },
  { value: 'waiting-longest', label: msg`Waiting longest at university` },
  { value: 'overdue', label: msg`Overdue at university` },
  { value: 'awaiting-reply', label: msg`Awaiting our reply` },
] as const;
/** What each view lists, said under the page title. */
const VIEW_DESCRIPTIONS: Record<(typeof VIEW_OPTIONS)[number]['value'], MessageDescriptor> = {
  'needs-admin': msg`Applications waiting for an admin: submitted, sent back after changes, or with every request answered. Longest waiting first.`,
  all: msg`Every application agents have submitted (drafts when filtered for), most recently updated first.`,
  'waiting-longest': msg`Applications with the university, longest there first.`,
  overdue: msg`Applications with the university past its usual decision time by half again, longest there first.`,
  'awaiting-reply': msg`Applications whose agent wrote last and waits for our reply, longest waiting first.`,
};
/** The page's description: what the chosen view lists, in the order it is shown. */
export function viewDescription(search: ApplicationsSearch): MessageDescriptor {
  const view = search.view ?? 'needs-admin';
  if (view === 'all' && search.order === 'oldest')
    return msg`Every application agents have submitted (drafts when filtered for), least recently updated first.`;
  return VIEW_DESCRIPTIONS[view];
}
const ORDER_OPTIONS = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
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
  const { t } = useLingui();
  const statusText = useStatusLabel();
  const { page: _page, ...filters } = search;
  const statusOptions = APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: statusText(status),
  }));
  const viewOptions = VIEW_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  const orderOptions = ORDER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1fr)_14rem_11rem_11rem_auto]">
      <SearchInput
        className="col-span-2 lg:col-span-1"
        id="applications-search"
        label={t`Search`}
        placeholder={t`Student name, email or program`}
        value={search.search ?? ''}
        onSearch={(text) => onChange({ ...filters, search: text || undefined })}
      />
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect
          id="applications-view"
          label={t`Show`}
          value={search.view ?? 'needs-admin'}
          options={viewOptions}
          onValueChange={(view) =>
            onChange({ ...filters, view: view === 'needs-admin' ? undefined : view })
          }
        />
      </div>
      <FilterSelect
        id="applications-status"
        label={t`Status`}
        allLabel={t`All`}
        value={search.status}
        options={statusOptions}
        onValueChange={(status) => onChange({ ...filters, status })}
      />
      {search.view === 'all' ? (
        <FilterSelect
          id="applications-order"
          label={t`Sort by last update`}
          value={search.order ?? 'newest'}
          options={orderOptions}
          onValueChange={(order) =>
            onChange({ ...filters, order: order === 'oldest' ? 'oldest' : undefined })
          }
        />
      ) : (
        // A queue keeps its own order: the longest wait first.
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">
            <Trans>Order</Trans>
          </span>
          <span className="flex h-9 items-center text-sm text-muted-foreground">
            <Trans>Longest waiting first</Trans>
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
