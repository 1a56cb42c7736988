import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, UniversityLogo } from '@uniguide/ui';
import { ClockIcon, GraduationCapIcon } from 'lucide-react';
import { CatalogueBreadcrumb } from '../../../catalogue/catalogue-breadcrumb';
import { useCatalogueTexts } from '../../../catalogue/catalogue-texts';
import { useDurationText } from '../../../catalogue/duration-text';
import type { ProgramDetail } from '../shared/types';

/** docs/product.md §3: breadcrumb Dashboard > Programs > program name > Application, then the program's header. */
export function ApplyHeader({ program }: { program: ProgramDetail }) {
  const durationText = useDurationText();
  const texts = useCatalogueTexts();
  return (
    <div className="grid gap-5">
      <CatalogueBreadcrumb
        place="workspace"
        via={
          <Link
            to="/dashboard/programs/$programId"
            params={{ programId: String(program.id) }}
            className="line-clamp-1"
          >
            {program.name}
          </Link>
        }
        current={<Trans>Application</Trans>}
      />

      <div className="flex items-start gap-4">
        <UniversityLogo
          name={program.university.name}
          src={program.university.imageUrl}
          className="size-12 sm:size-14"
        />
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {program.name}
          </h1>
          <p className="text-muted-foreground">{program.university.name}</p>
          <div className="flex flex-wrap gap-2">
            {program.degree ? (
              <Badge variant="secondary">
                <GraduationCapIcon aria-hidden="true" />
                {texts.degree(program.degree)}
              </Badge>
            ) : null}
            {program.duration ? (
              <Badge variant="outline">
                <ClockIcon aria-hidden="true" />
                {durationText(program.duration)}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
