import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, GraduationCapIcon } from 'lucide-react';
import { universityNameOf, type Program } from '@uniguide/domain';
import { Badge, Button, Card, UniversityLogo } from '@uniguide/ui';

import { BookmarkButton } from './bookmark-button';
import { useCatalogueTexts } from './catalogue-texts';
import { programDetailLink, type CataloguePlace } from './place';

export interface ProgramCardProps {
  program: Program;
  /** Heading level that fits the page outline (the landing page nests cards one level deeper). */
  headingLevel?: 'h3' | 'h4';
  /** Inside the workspace, View Details opens the program there (docs/product.md §3). */
  place?: CataloguePlace;
}

export function ProgramCard({ program, headingLevel = 'h3', place = 'public' }: ProgramCardProps) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const intakes = texts.intakes(program.intake);
  const Heading = headingLevel;
  const universityName = universityNameOf(program.university);

  return (
    <Card className="h-full gap-4 py-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3 px-5">
        <UniversityLogo name={universityName} src={program.university.imageUrl} />
        <div className="min-w-0 flex-1">
          <p
            className="line-clamp-2 text-sm font-medium text-muted-foreground"
            title={universityName}
          >
            {universityName}
          </p>
          {program.hasScholarship ? (
            <Badge variant="success" className="mt-1">
              <Trans>Scholarship Available</Trans>
            </Badge>
          ) : null}
        </div>
        <BookmarkButton programId={program.id} programName={program.name} className="-mt-1 -me-2" />
      </div>

      <div className="flex flex-1 flex-col gap-3 px-5">
        <Heading dir="auto" className="line-clamp-2 text-lg leading-snug font-semibold">
          {program.name}
        </Heading>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <GraduationCapIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Degree:</Trans>{' '}
            </span>
            {program.degree ? texts.degree(program.degree) : t`Degree not specified`}
          </li>
          <li className="flex items-center gap-2">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Duration:</Trans>{' '}
            </span>
            {program.duration ? texts.duration(program.duration) : t`Duration not specified`}
          </li>
          <li className="flex items-start gap-2">
            <Trans>
              <CalendarIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Intake: {intakes}
            </Trans>
          </li>
        </ul>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 pt-4">
        <p className="font-semibold text-foreground">
          <span className="sr-only">
            <Trans>Tuition:</Trans>{' '}
          </span>
          {texts.tuition(program.tuitionAed)}
        </p>
        <Button asChild size="sm">
          <Link {...programDetailLink(place, program.id)}>
            <Trans>
              View Details<span className="sr-only"> for {program.name}</span>
            </Trans>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
