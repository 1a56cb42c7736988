import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareIcon, XIcon } from 'lucide-react';
import { Button, Label, OptionSelect } from '@uniguide/ui';
import { DebouncedSearchBox } from '../../students/shared/debounced-search-box';
import { APPLICATION_ORDERS, withoutPage, type ApplicationsSearch } from './list-search';
import { StatusFilter } from './status-filter';

const NEWEST = 'newest';
const ORDER_LABELS: Record<(typeof APPLICATION_ORDERS)[number] | typeof NEWEST, MessageDescriptor> =
  {
    newest: msg`Newest first`,
    oldest: msg`Oldest first`,
    updated: msg`Recently updated`,
  };

/** Search, status and order of My Applications; all applied by the server (application.list). */
export function ListToolbar({
  search,
  onChange,
}: {
  search: ApplicationsSearch;
  /** The new filters; the page goes back to 1 with any change. */
  onChange: (next: ApplicationsSearch) => void;
}) {
  const { t } = useLingui();
  const filters = withoutPage(search);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-center">
        <DebouncedSearchBox
          id="applications-search"
          label={t`Search applications`}
          placeholder={t`Student name, e-mail or program`}
          value={search.search ?? ''}
          onSearch={(text) => onChange({ ...filters, search: text || undefined })}
        />
        <StatusFilter
          value={search.status}
          onChange={(status) => onChange({ ...filters, status })}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="applications-order" className="shrink-0">
            <Trans>Sort</Trans>
          </Label>
          <OptionSelect
            id="applications-order"
            className="w-full md:w-44"
            value={search.order ?? NEWEST}
            onValueChange={(next) =>
              onChange({ ...filters, order: APPLICATION_ORDERS.find((order) => order === next) })
            }
            options={([NEWEST, ...APPLICATION_ORDERS] as const).map((order) => ({
              value: order,
              label: t(ORDER_LABELS[order]),
            }))}
          />
        </div>
      </div>
      {search.unread ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <p className="flex items-start gap-2">
            <MessageSquareIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
            <Trans>Only applications with unread messages from the admissions team.</Trans>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...filters, unread: undefined })}
          >
            <XIcon aria-hidden="true" />
            <Trans>Show all applications</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
