import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, useTRPC } from '@uniguide/client';
import { useState } from 'react';
import { PAGE_SIZE } from '../../lib/search-params';
import { useWideScreen } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { NativeFilterSelect } from '../common/filter-controls';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { MessageCards } from './message-cards';
import { MessagesTable } from './messages-table';

type HandledFilter = 'all' | 'open' | 'handled';
const FILTER_VALUE: Record<HandledFilter, boolean | undefined> = {
  all: undefined,
  open: false,
  handled: true,
};

/** Messages from the public contact page, newest first; an admin marks each one handled. */
export function MessagesPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const wide = useWideScreen();
  usePageTitle(t`Contact Messages`, t`Messages sent from the contact page.`);
  const [filter, setFilter] = useState<HandledFilter>('open');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.contactMessage.list.queryOptions(
      { handled: FILTER_VALUE[filter], page, pageSize: PAGE_SIZE },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage
      title={t`Contact Messages`}
      description={t`What visitors sent with the contact page's form, newest first.`}
    >
      <NativeFilterSelect
        id="messages-filter"
        label={t`Show`}
        className="md:w-64"
        value={filter}
        onValueChange={(value) => {
          setFilter(value as HandledFilter);
          setPage(1);
        }}
      >
        <option value="open">{t`Unhandled`}</option>
        <option value="handled">{t`Handled`}</option>
        <option value="all">{t`All messages`}</option>
      </NativeFilterSelect>
      <PagedListCard
        query={list}
        failedTitle={t`The messages could not be loaded.`}
        loadingLabel={t`Loading messages…`}
        skeletonRows={5}
        noun="messages"
        onPageChange={setPage}
      >
        {(data) =>
          wide ? <MessagesTable messages={data.items} /> : <MessageCards messages={data.items} />
        }
      </PagedListCard>
    </ConsolePage>
  );
}
