import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';
import { normaliseIntakes, type DocumentType } from '@uniguide/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';
import type { ReactNode } from 'react';
import { useCatalogueTexts } from '../../../catalogue/catalogue-texts';
import { CommissionPreviewCard } from '../../../catalogue/detail/commission-preview-card';
import { LoadedRequirements } from '../../../catalogue/detail/required-documents-card';
import { useDurationText } from '../../../catalogue/duration-text';
import type { ProgramDetail } from '../shared/types';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** The money format ("AED 57,150/yr"); the catalogue's own text when it has no amount. */
function tuitionText(program: ProgramDetail, texts: ReturnType<typeof useCatalogueTexts>): string {
  if (program.tuitionAed !== null) return texts.tuition(program.tuitionAed);
  return program.tuition?.trim() || texts.tuition(null);
}

/**
 * docs/product.md §3: the program at a glance and the documents an application needs, each saying
 * whether the files chosen in the form (not saved yet) cover it.
 */
export function ProgramSidebar({
  program,
  chosen,
}: {
  program: ProgramDetail;
  /** The files picked or attached in the form, by type. */
  chosen: Partial<Record<DocumentType, number>>;
}) {
  const { t } = useLingui();
  const durationText = useDurationText();
  const texts = useCatalogueTexts();
  const intakes = normaliseIntakes(program.intake);
  const trpc = useTRPC();
  const requirements = useQuery(trpc.program.requirements.queryOptions({ programId: program.id }));
  return (
    <aside aria-label={t`Program summary`} className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Trans>Program Summary</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4">
            <Detail term={t`Program`}>
              <bdi>{program.name}</bdi>
            </Detail>
            <Detail term={t`University`}>
              <bdi>{program.university.name}</bdi>
            </Detail>
            <Detail term={t`Degree Level`}>
              {program.degree ? texts.degree(program.degree) : t`Not specified`}
            </Detail>
            <Detail term={t`Duration`}>
              {program.duration ? durationText(program.duration) : t`Not specified`}
            </Detail>
            <Detail term={t`Tuition Fee`}>{tuitionText(program, texts)}</Detail>
            <Detail term={t`Available Intakes`}>
              {intakes.length > 0 ? texts.intakes(intakes) : t`Not specified`}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <CommissionPreviewCard programId={program.id} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Trans>Required Documents</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <LoadedRequirements requirements={requirements} chosen={chosen} />
        </CardContent>
      </Card>
    </aside>
  );
}
