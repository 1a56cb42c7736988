import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  CountryPicker,
  useCountries,
  useDateFormatters,
  useFormatters,
  useTRPC,
} from '@uniguide/client';
import { DEFAULT_CHECKLIST_KEY } from '@uniguide/domain';
import { Button, Label, Skeleton, SectionCard } from '@uniguide/ui';
import { ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';

/**
 * /visa-checklists (docs/product.md §5.9): the default list and every nationality with its own, and
 * a picker to open any nationality's list (one without its own starts from the default).
 */
export function VisaChecklistsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const pickerId = useId();
  usePageTitle(t`Visa Checklists`, t`The visa and attestation checklist of each nationality.`);
  const lists = useQuery(trpc.visa.checklists.queryOptions());
  const unmapped = useQuery(trpc.admin.visa.unmappedNationalities.queryOptions());
  const unmappedCount = unmapped.data?.length ?? 0;
  const countries = useCountries();
  const format = useFormatters();
  const dates = useDateFormatters();
  const countryName = (country?: { nameEn: string; nameAr: string }) =>
    country && (format.language === 'ar' ? country.nameAr : country.nameEn);
  // "4 items · saved 3 Mar 2026"
  const savedLine = (items: number, updatedAt: string) => {
    const saved = dates.dashboardDate(updatedAt);
    return t({
      message: plural(items, { one: `# item · saved ${saved}`, other: `# items · saved ${saved}` }),
    });
  };
  const nameOf = (code: string) =>
    code === DEFAULT_CHECKLIST_KEY
      ? t`Default (every nationality without its own)`
      : (countryName(countries.data?.find((country) => country.code === code)) ?? code);

  return (
    <ConsolePage
      title={t`Visa Checklists`}
      description={t`What a student of each nationality prepares for the UAE student visa and the attestation of certificates. Agents see these lists in their workspace.`}
    >
      {unmappedCount > 0 ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">
            {t({
              message: plural(unmappedCount, {
                one: 'One nationality was written as text that names no country: their students follow the default list until an admin maps them.',
                other:
                  '# nationalities were written as text that names no country: their students follow the default list until an admin maps them.',
              }),
            })}
          </p>
          <Button asChild variant="outline" className="shrink-0">
            <Link to="/nationalities">
              <Trans>Map nationalities</Trans>
            </Link>
          </Button>
        </div>
      ) : null}
      <SectionCard
        title={t`Edit a nationality`}
        description={t`A nationality without a list of its own follows the default; saving one gives it its own.`}
      >
        <div className="grid max-w-md gap-2">
          <Label htmlFor={pickerId}>
            <Trans>Nationality</Trans>
          </Label>
          <CountryPicker
            id={pickerId}
            value=""
            placeholder={t`Choose a nationality`}
            onValueChange={(country) =>
              void navigate({ to: '/visa-checklists/$country', params: { country } })
            }
          />
        </div>
      </SectionCard>
      <SectionCard title={t`Kept lists`}>
        {lists.isError ? (
          <LoadFailed
            compact
            title={t`The checklists could not be loaded.`}
            error={lists.error}
            onRetry={() => void lists.refetch()}
          />
        ) : lists.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <ul className="grid divide-y rounded-md border">
            {lists.data.map((list) => (
              <li key={list.country}>
                <Link
                  to="/visa-checklists/$country"
                  params={{ country: list.country }}
                  className="flex items-center gap-3 p-3 hover:bg-muted/50 focus-visible:bg-muted/50"
                >
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium break-words">{nameOf(list.country)}</span>
                    <span className="text-sm text-muted-foreground">
                      {savedLine(list.itemCount, list.updatedAt)}
                    </span>
                  </span>
                  <ChevronRightIcon
                    className="size-4 shrink-0 opacity-50 rtl:-scale-x-100"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </ConsolePage>
  );
}
