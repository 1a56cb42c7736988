import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_QUERY,
  MARKETING_TYPE_MESSAGES,
  marketingLanguageName,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { Badge, Button, MaterialPlace, SectionCard } from '@uniguide/ui';
import { useState } from 'react';
import type { MarketingRow } from '../../lib/api-types';
import { PAGE_SIZE } from '../../lib/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { CardList } from '../common/card-list';
import { PagedListCard } from '../common/list-card';
import { ConsolePage } from '../common/page-header';
import { UploadForm, type Replacing } from './upload-form';

/** The marketing kit's admin side (docs/decisions/047-admin-inbox-and-marketing-kit.md). */
export function MarketingPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const description = t`Brochures, fact sheets, fee sheets, logos, social images and video links per university, with every version and its downloads.`;
  usePageTitle(t`Marketing Kit`, description);
  const [page, setPage] = useState(1);
  const [replacing, setReplacing] = useState<Replacing | undefined>();
  const list = useQuery({
    ...trpc.admin.marketing.list.queryOptions({ page, pageSize: PAGE_SIZE }, DASHBOARD_QUERY),
    placeholderData: keepPreviousData,
  });
  const replacingTitle = replacing?.title ?? '';

  return (
    <ConsolePage title={t`Marketing Kit`} description={description}>
      <SectionCard
        title={replacing ? t`New version of “${replacingTitle}”` : t`Add a material`}
        description={
          replacing
            ? t`Agents will see the new version instead of the current one; the history stays here.`
            : t`Agents who apply to the university and keep the Marketing Materials preference on are told.`
        }
        action={
          replacing ? (
            <Button variant="outline" onClick={() => setReplacing(undefined)}>
              <Trans>Cancel</Trans>
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
        failedTitle={t`The materials could not be loaded.`}
        loadingLabel={t`Loading materials…`}
        skeletonRows={4}
        noun="versions"
        onPageChange={setPage}
      >
        {(data) => (
          <CardList
            label={t`Materials and versions`}
            items={data.items}
            emptyText={t`No materials yet.`}
          >
            {(material) => (
              <MaterialRow key={material.id} material={material} onReplace={setReplacing} />
            )}
          </CardList>
        )}
      </PagedListCard>
    </ConsolePage>
  );
}

function MaterialRow({
  material,
  onReplace,
}: {
  material: MarketingRow;
  onReplace: (replacing: Replacing) => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  const [open, setOpen] = useState(false);
  const byAgency = useQuery({
    ...trpc.admin.marketing.downloads.queryOptions({ id: material.id }),
    enabled: open,
  });
  const current = material.supersededAt === null;
  const version = format.count(material.version);
  const title = material.title;
  const expiresOn = material.expiresOn ?? '';
  const added = dates.auditTime(material.createdAt);
  const downloads = format.count(material.downloads);
  const agencies = format.count(material.agencies);
  return (
    <li className="grid gap-2 p-4 break-words sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium wrap-anywhere">
            <bdi>{material.title}</bdi>
          </span>
          <Badge variant={current ? 'success' : 'neutral'}>
            {current ? <Trans>v{version} · Current</Trans> : <Trans>v{version} · Replaced</Trans>}
          </Badge>
          <Badge variant="neutral">{t(MARKETING_TYPE_MESSAGES[material.materialType])}</Badge>
          <Badge variant="neutral">
            {marketingLanguageName(material.language, format.language)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <MaterialPlace
            programName={material.programName}
            universityName={material.universityName}
          />
          {material.regionTags.length > 0 ? (
            <>
              {' · '}
              <bdi className="inline-block">{material.regionTags.join(', ')}</bdi>
            </>
          ) : null}
          {material.expiresOn ? (
            <>
              {' · '}
              <Trans>until {expiresOn}</Trans>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">
          <Trans>Added {added}</Trans>
        </p>
        {open ? (
          <ul className="grid gap-0.5 text-sm" aria-label={t`Downloads of ${title} by agency`}>
            {byAgency.data?.length === 0 ? (
              <li>
                <Trans>No downloads yet.</Trans>
              </li>
            ) : null}
            {byAgency.data?.map((row) => (
              <li key={row.agencyId ?? 'none'}>
                {row.agencyName ? <bdi>{row.agencyName}</bdi> : <Trans>No agency</Trans>}:{' '}
                {format.count(row.downloads)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-end">
        <span className="text-sm">
          {t({
            message: plural(material.downloads, {
              one: `${downloads} download`,
              other: `${downloads} downloads`,
            }),
          })}{' '}
          ·{' '}
          {t({
            message: plural(material.agencies, {
              one: `${agencies} agency`,
              other: `${agencies} agencies`,
            }),
          })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? <Trans>Hide agencies</Trans> : <Trans>By agency</Trans>}
        </Button>
        {material.linkUrl ? null : (
          <Button asChild variant="ghost" size="sm">
            <a href={`/api/marketing-materials/${material.id}/download`}>
              <Trans>Download</Trans>
            </a>
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
            <Trans>New version</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
