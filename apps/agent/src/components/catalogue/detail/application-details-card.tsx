import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSession } from '@uniguide/client';
import type { Program } from '@uniguide/domain';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@uniguide/ui';

import { useCatalogueTexts } from '../catalogue-texts';
import { ApplyNowButton } from './apply-now-button';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b py-3 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-end text-sm font-medium">{children}</dd>
    </div>
  );
}

export function ApplicationDetailsCard({ program }: { program: Program }) {
  const { t } = useLingui();
  const session = useSession();
  const texts = useCatalogueTexts();
  const programId = String(program.id);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">
            <Trans>Application Details</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl>
          <Detail term={t`Degree Level`}>
            {program.degree ? texts.degree(program.degree) : t`Not specified`}
          </Detail>
          <Detail term={t`Duration`}>
            {program.duration ? texts.duration(program.duration) : t`Not specified`}
          </Detail>
          <Detail term={t`Intake`}>
            <bdi>{texts.intakes(program.intake)}</bdi>
          </Detail>
          <Detail term={t`Tuition Fee`}>{texts.tuition(program.tuitionAed)}</Detail>
          {program.language ? <Detail term={t`Language`}>{program.language}</Detail> : null}
        </dl>
        {program.hasScholarship ? (
          <Badge variant="success" className="text-sm">
            <Trans>Scholarship Available</Trans>
          </Badge>
        ) : null}
        <ApplyNowButton
          programId={programId}
          viaSignIn={!session.data}
          size="lg"
          className="w-full"
        />
      </CardContent>
    </Card>
  );
}
