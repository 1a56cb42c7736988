import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, formatAuditTime, useTRPC } from '@uniguide/client';
import { MARKETING_LANGUAGES, MARKETING_MATERIAL_TYPE_LABELS } from '@uniguide/domain';
import { Badge, Button } from '@uniguide/ui';
import { useState } from 'react';
import type { MarketingRow } from '../../lib/api-types';
import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { CardList } from '../common/card-list';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { SectionCard } from '../common/section-card';
import { UploadForm, type Replacing } from './upload-form';

const DESCRIPTION =
  'Brochures, fact sheets, fee sheets, logos, social images and video links per university, with every version and its downloads.';

/** The marketing kit's admin side (docs/decisions/047-admin-inbox-and-marketing-kit.md). */
export function MarketingPage() {
  const trpc = useTRPC();
  usePageTitle('Marketing Kit', DESCRIPTION);
  const [page, setPage] = useState(1);
  const [replacing, setReplacing] = useState<Replacing | undefined>();
  const list = useQuery({
    ...trpc.admin.marketing.list.queryOptions({ page, pageSize: PAGE_SIZE }, DASHBOARD_QUERY),
    placeholderData: keepPreviousData,
  });

  return (
    <ConsolePage title="Marketing Kit" description={DESCRIPTION}>
      <SectionCard
        title={replacing ? `New version of “${replacing.title}”` : 'Add a material'}
        description={
          replacing
            ? 'Agents will see the new version instead of the current one; the history stays here.'
            : 'Agents who apply to the university and keep the Marketing Materials preference on are told.'
        }
        action={
          replacing ? (
            <Button variant="outline" onClick={() => setReplacing(undefined)}>
              Cancel
            </Button>
          ) : undefined
        }
      >
        <UploadForm
          key={replacing?.id ?? 'new'}
          replacing={replacing}
          onDone={() => setReplacing(undefined)}
        />
      </SectionCard>
      <PagedListCard
        query={list}
        failedTitle="The materials could not be loaded."
        loadingLabel="Loading materials…"
        skeletonRows={4}
        noun="versions"
        onPageChange={setPage}
      >
        {(data) => (
          <CardList label="Materials and versions" items={data.items} emptyText="No materials yet.">
            {(material) => (
              <MaterialRow key={material.id} material={material} onReplace={setReplacing} />
            )}
          </CardList>
        )}
      </PagedListCard>
    </ConsolePage>
  );
}

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function MaterialRow({
  material,
  onReplace,
}: {
  material: MarketingRow;
  onReplace: (replacing: Replacing) => void;
}) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const byAgency = useQuery({
    ...trpc.admin.marketing.downloads.queryOptions({ id: material.id }),
    enabled: open,
  });
  const current = material.supersededAt === null;
  return (
    <li className="grid gap-2 p-4 break-words sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium wrap-anywhere">{material.title}</span>
          <Badge variant={current ? 'success' : 'neutral'}>
            v{material.version} · {current ? 'Current' : 'Replaced'}
          </Badge>
          <Badge variant="neutral">{MARKETING_MATERIAL_TYPE_LABELS[material.materialType]}</Badge>
          <Badge variant="neutral">{MARKETING_LANGUAGES[material.language]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {material.programName
            ? `${material.programName} · ${material.universityName}`
            : material.universityName}
          {material.regionTags.length > 0 ? ` · ${material.regionTags.join(', ')}` : ''}
          {material.expiresOn ? ` · until ${material.expiresOn}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">Added {formatAuditTime(material.createdAt)}</p>
        {open ? (
          <ul
            className="grid gap-0.5 text-sm"
            aria-label={`Downloads of ${material.title} by agency`}
          >
            {byAgency.data?.length === 0 ? <li>No downloads yet.</li> : null}
            {byAgency.data?.map((row) => (
              <li key={row.agencyId ?? 'none'}>
                {row.agencyName ?? 'No agency'}: {row.downloads}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end">
        <span className="text-sm">
          {counted(material.downloads, 'download')} ·{' '}
          {counted(material.agencies, 'agency', 'agencies')}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide agencies' : 'By agency'}
        </Button>
        {material.linkUrl ? null : (
          <Button asChild variant="ghost" size="sm">
            <a href={`/api/marketing-materials/${material.id}/download`}>Download</a>
          </Button>
        )}
        {current ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              onReplace({
                id: material.id,
                title: material.title,
                materialType: material.materialType,
              })
            }
          >
            New version
          </Button>
        ) : null}
      </div>
    </li>
  );
}
