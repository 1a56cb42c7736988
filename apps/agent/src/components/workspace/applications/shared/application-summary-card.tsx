import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, Separator, StatusBadge, UniversityLogo } from '@uniguide/ui';
import { useCatalogueTexts } from '../../../catalogue/catalogue-texts';
import { DatedValue } from './dated-value';
import type { ApplicationDetail } from './types';

/** docs/product.md §3 (edit sidebar): the university, program and degree; status; submission and update dates. */
export function ApplicationSummaryCard({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const { program } = application;
  return (
    <Card className="gap-5">
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3">
          <UniversityLogo
            name={program.universityName}
            src={program.universityLogo}
            className="size-12"
          />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm text-muted-foreground">
              <bdi>{program.universityName}</bdi>
            </p>
            <h2 className="font-semibold break-words">
              <bdi>{program.name}</bdi>
            </h2>
            {program.degree ? (
              <p className="text-sm text-muted-foreground">{texts.degree(program.degree)}</p>
            ) : null}
          </div>
        </div>
        <Separator />
        <dl className="grid gap-4 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <StatusBadge status={application.status} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">
              <Trans>Submitted</Trans>
            </dt>
            <dd className="font-medium">
              <DatedValue value={application.submittedAt} empty={t`Not submitted yet`} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">
              <Trans>Last Updated</Trans>
            </dt>
            <dd className="font-medium">
              <DatedValue value={application.updatedAt} />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
