import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CountryPicker, useCountries, useLanguage, useTRPC } from '@uniguide/client';
import { Button, Card, CardContent, Label, Skeleton, VisaChecklistItems } from '@uniguide/ui';
import { PrinterIcon } from 'lucide-react';
import { useId } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadFailed } from '../applications/shared/load-state';
import { PageHeading } from '../common/page-heading';

export interface VisaChecklistPageProps {
  country: string | undefined;
  onCountryChange: (country: string | undefined) => void;
}

/** /dashboard/visa-checklist: pick a nationality, see (and print) what its students prepare. */
export function VisaChecklistPage({ country: asked, onCountryChange }: VisaChecklistPageProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const trpc = useTRPC();
  const selectId = useId();
  usePageTitle(
    t`Visa checklist`,
    t`What a student of each nationality prepares for the UAE student visa and the attestation of certificates.`,
  );
  const countries = useCountries();
  // The URL's code is only shaped like one (the route leaves country names out of the first page):
  // a code the country list does not know is no choice.
  const country =
    asked && countries.data && !countries.data.some((entry) => entry.code === asked)
      ? undefined
      : asked;
  const checklist = useQuery({
    ...trpc.visa.checklist.queryOptions({ country: country ?? '' }),
    enabled: !!country && countries.isSuccess,
  });
  const name = countries.data?.find((entry) => entry.code === country);

  return (
    <div className="grid gap-6">
      <PageHeading
        title={t`Visa checklist`}
        description={t`Choose the student's nationality to see the documents for the student visa and the attestation of certificates.`}
        action={
          country ? (
            <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              <Trans>Print</Trans>
            </Button>
          ) : undefined
        }
      />
      <div className="grid max-w-md gap-2 print:hidden">
        <Label htmlFor={selectId}>
          <Trans>Nationality</Trans>
        </Label>
        <CountryPicker
          id={selectId}
          value={country ?? ''}
          onValueChange={(next) => onCountryChange(next || undefined)}
          placeholder={t`Choose a nationality`}
        />
      </div>
      {countries.isError ? (
        <LoadFailed
          title={t`The list of countries could not be loaded`}
          error={countries.error}
          fallback={t`Please try again.`}
          onRetry={() => void countries.refetch()}
        />
      ) : null}
      {country ? (
        <Card>
          <CardContent className="grid gap-4">
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold break-words">
                {/* The country's name in the page's language first, the other beside it. */}
                {name && language === 'ar' ? (
                  <>
                    <bdi>{name.nameAr}</bdi> (<bdi>{name.nameEn}</bdi>)
                  </>
                ) : name ? (
                  <>
                    <bdi>{name.nameEn}</bdi> (<bdi>{name.nameAr}</bdi>)
                  </>
                ) : (
                  country
                )}
              </h2>
              {checklist.data ? (
                <p className="text-sm text-muted-foreground">
                  {checklist.data.source === 'country'
                    ? t`This nationality has its own checklist.`
                    : t`This nationality follows the default checklist.`}
                </p>
              ) : null}
            </div>
            {checklist.isPending ? <Skeleton className="h-40 w-full" /> : null}
            {checklist.isError ? (
              <LoadFailed
                title={t`The checklist could not be loaded`}
                error={checklist.error}
                fallback={t`Please try again.`}
                onRetry={() => void checklist.refetch()}
              />
            ) : null}
            {checklist.data ? <VisaChecklistItems items={checklist.data.items} /> : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
