import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  MarketingLanguageOptions,
  MarketingTypeOptions,
  UniversityOptions,
  useTRPC,
} from '@uniguide/client';
import type { MarketingLanguage, MarketingMaterialType } from '@uniguide/domain';
import { Card, CardContent, Label, NativeSelect, Pagination, Skeleton } from '@uniguide/ui';
import { useEffect, useId, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadFailed } from '../applications/shared/load-state';
import { PageHeading } from '../common/page-heading';
import { MaterialCard } from './material-card';

const PAGE_SIZE = 12;

interface Filters {
  universityId?: number;
  programId?: number;
  materialType?: MarketingMaterialType;
  language?: MarketingLanguage;
  region?: string;
}

/**
 * /dashboard/marketing: the marketing kit — brochures, fact and fee sheets, logos, social images and
 * videos per university or program, current versions only; what arrived since the last visit is
 * marked New (the visit is recorded once the list has loaded).
 */
export function MarketingPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const ids = {
    university: useId(),
    program: useId(),
    type: useId(),
    language: useId(),
    region: useId(),
  };
  usePageTitle(t`Marketing kit`, t`Brochures, fact sheets, logos and videos of the universities.`);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.marketing.list.queryOptions({ ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { mutate: markSeen } = useMutation(trpc.marketing.markSeen.mutationOptions());
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded) markSeen();
  }, [loaded, markSeen]);
  // The program and region choices are those current materials carry (kept while a page loads).
  const [facets, setFacets] = useState(list.data?.facets);
  useEffect(() => {
    if (list.data?.facets) setFacets(list.data.facets);
  }, [list.data?.facets]);
  const programs = (facets?.programs ?? []).filter(
    (program) =>
      filters.universityId === undefined || program.universityId === filters.universityId,
  );
  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`Marketing kit`}
        description={t`Brochures, fact sheets, fee sheets, logos, social images and videos from the universities, ready to share with students. New marks what arrived since your last visit; a region shows what is tagged for it and what is meant for every region.`}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="grid gap-2">
          <Label htmlFor={ids.university}>
            <Trans>University</Trans>
          </Label>
          <NativeSelect
            id={ids.university}
            value={filters.universityId ?? ''}
            onChange={(event) =>
              change({
                ...filters,
                universityId: Number(event.target.value) || undefined,
                programId: undefined,
              })
            }
          >
            <option value="">{t`All universities`}</option>
            <UniversityOptions />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.program}>
            <Trans>Program</Trans>
          </Label>
          <NativeSelect
            id={ids.program}
            value={filters.programId ?? ''}
            onChange={(event) =>
              change({ ...filters, programId: Number(event.target.value) || undefined })
            }
          >
            <option value="">{t`All programs`}</option>
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.type}>
            <Trans>Type</Trans>
          </Label>
          <NativeSelect
            id={ids.type}
            value={filters.materialType ?? ''}
            onChange={(event) =>
              change({
                ...filters,
                materialType: (event.target.value || undefined) as
                  MarketingMaterialType | undefined,
              })
            }
          >
            <option value="">{t`All types`}</option>
            <MarketingTypeOptions />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.language}>
            <Trans>Language</Trans>
          </Label>
          <NativeSelect
            id={ids.language}
            value={filters.language ?? ''}
            onChange={(event) =>
              change({
                ...filters,
                language: (event.target.value || undefined) as MarketingLanguage | undefined,
              })
            }
          >
            <option value="">{t`All languages`}</option>
            <MarketingLanguageOptions />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.region}>
            <Trans>Region</Trans>
          </Label>
          <NativeSelect
            id={ids.region}
            value={filters.region ?? ''}
            onChange={(event) => change({ ...filters, region: event.target.value || undefined })}
          >
            <option value="">{t`All regions`}</option>
            {(facets?.regions ?? []).map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isError ? (
        <LoadFailed
          title={t`The marketing kit could not be loaded`}
          error={list.error}
          fallback={t`Please try again.`}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t`Loading materials…`}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-64 w-full" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center text-muted-foreground">
            <Trans>No materials match these filters yet.</Trans>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t`Marketing materials`}
          >
            {list.data.items.map((material) => (
              <MaterialCard key={material.id} material={material} />
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            totalPages={Math.ceil(list.data.total / PAGE_SIZE)}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
