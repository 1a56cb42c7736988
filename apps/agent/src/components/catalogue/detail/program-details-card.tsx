import { Trans, useLingui } from '@lingui/react/macro';
import type { Program } from '@uniguide/domain';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@uniguide/ui';

import { SavedProgramsProvider } from '../../../lib/saved-programs';
import { BookmarkButton } from '../bookmark-button';
import { PROGRAM_DESCRIPTION_FALLBACK_TEXT } from '../catalogue-messages';
import { useCatalogueTexts } from '../catalogue-texts';
import { ShareButton } from './share-button';

export function ProgramDetailsCard({ program }: { program: Program }) {
  const { t } = useLingui();
  const texts = useCatalogueTexts();
  const description = program.description?.trim() || t(PROGRAM_DESCRIPTION_FALLBACK_TEXT);
  const requirements = program.requirements.map((line) => line.trim()).filter(Boolean);

  return (
    <Card className="gap-6">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2 className="text-xl">
            <Trans>Program Details</Trans>
          </h2>
        </CardTitle>
        <CardAction className="flex gap-2">
          <SavedProgramsProvider>
            <BookmarkButton programId={program.id} programName={program.name} showLabel />
          </SavedProgramsProvider>
          <ShareButton title={program.name} text={`${program.name} — ${program.university.name}`} />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section aria-labelledby="program-description-heading" className="grid gap-2">
          <h3 id="program-description-heading" className="font-semibold">
            <Trans>Description</Trans>
          </h3>
          <p dir="auto" className="whitespace-pre-line text-muted-foreground">
            {description}
          </p>
        </section>
        <section aria-labelledby="program-requirements-heading" className="grid gap-2">
          <h3 id="program-requirements-heading" className="font-semibold">
            <Trans>Entry Requirements</Trans>
          </h3>
          {requirements.length > 0 ? (
            <ul className="grid list-disc gap-1.5 ps-5 text-muted-foreground marker:text-primary">
              {requirements.map((line, index) => (
                // Lines may repeat (two "Passport copy" rows), so position is part of the key.
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          ) : (
            // The domain's REQUIREMENTS_FALLBACK, in the page's language.
            <p className="text-muted-foreground">{t`Information not available.`}</p>
          )}
        </section>
        <section aria-labelledby="program-field-heading" className="grid gap-2">
          <h3 id="program-field-heading" className="font-semibold">
            <Trans>Field of Study</Trans>
          </h3>
          <p className="text-muted-foreground">
            {program.studyField ? texts.studyField(program.studyField) : t`Not specified`}
          </p>
        </section>
        {program.hasScholarship && program.scholarshipDetails?.trim() ? (
          <section aria-labelledby="program-scholarship-heading" className="grid gap-2">
            <h3 id="program-scholarship-heading" className="font-semibold">
              <Trans>Scholarships</Trans>
            </h3>
            <p className="whitespace-pre-line text-muted-foreground">
              {program.scholarshipDetails}
            </p>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
