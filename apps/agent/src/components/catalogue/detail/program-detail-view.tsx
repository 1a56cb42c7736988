import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSession } from '@uniguide/client';
import {
  formatPlace,
  universityNameOf,
  type Program,
  type UniversityTurnaround,
} from '@uniguide/domain';
import { Badge, UniversityLogo } from '@uniguide/ui';

import { CatalogueBreadcrumb } from '../catalogue-breadcrumb';
import { useCatalogueTexts } from '../catalogue-texts';
import type { CataloguePlace } from '../place';
import { ApplicationDetailsCard } from './application-details-card';
import { ProgramDetailsCard } from './program-details-card';
import { StickyApplyBar } from './sticky-apply-bar';
import { UniversityInfoCard } from './university-info-card';

// The required documents and the commission show only to a signed-in agent, so only they download
// them, as the header's account menu (docs/decisions/086-first-page-javascript.md).
const RequiredDocumentsCard = lazy(() =>
  import('./required-documents-card').then((module) => ({ default: module.RequiredDocumentsCard })),
);
const CommissionPreviewCard = lazy(() =>
  import('./commission-preview-card').then((module) => ({ default: module.CommissionPreviewCard })),
);

/**
 * program.byId's answer: the program, and how long its university typically takes to decide. Inside
 * the workspace the breadcrumb is the workspace's and phones get a sticky Apply bar at the bottom
 * (the page leaves room for it, so it never covers the last card).
 */
export function ProgramDetailView({
  program,
  place = 'public',
}: {
  program: Program & { turnaround?: UniversityTurnaround | null };
  place?: CataloguePlace;
}) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const signedIn = Boolean(useSession().data);
  const universityName = universityNameOf(program.university);
  const location = formatPlace(program.university.location);
  return (
    <div className={place === 'workspace' ? 'grid gap-8 pb-20 md:pb-0' : 'grid gap-8'}>
      <CatalogueBreadcrumb current={program.name} place={place} />

      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UniversityLogo
          name={universityName}
          src={program.university.imageUrl}
          className="size-16 rounded-xl"
        />
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {program.name}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="font-medium text-foreground">{universityName}</span>
            {location ? (
              <span className="flex items-center gap-1 text-sm">
                <MapPinIcon className="size-4" aria-hidden="true" />
                {location}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {program.degree ? (
              <Badge variant="secondary">{texts.degree(program.degree)}</Badge>
            ) : null}
            {program.hasScholarship ? (
              <Badge variant="success">
                <Trans>Scholarship Available</Trans>
              </Badge>
            ) : null}
          </div>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <ProgramDetailsCard program={program} />
          {signedIn ? (
            <Suspense fallback={null}>
              <RequiredDocumentsCard programId={program.id} />
            </Suspense>
          ) : null}
        </div>
        <aside
          aria-label={t`Application and university`}
          className="grid gap-6 lg:sticky lg:top-20"
        >
          <ApplicationDetailsCard program={program} />
          {signedIn ? (
            <Suspense fallback={null}>
              <CommissionPreviewCard programId={program.id} />
            </Suspense>
          ) : null}
          <UniversityInfoCard program={program} turnaround={program.turnaround} />
        </aside>
      </div>
      {place === 'workspace' ? <StickyApplyBar program={program} /> : null}
    </div>
  );
}
