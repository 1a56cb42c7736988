import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MapPinIcon } from 'lucide-react';
import {
  formatPlace,
  universityNameOf,
  type Program,
  type UniversityTurnaround,
} from '@uniguide/domain';
import { Button, Card, CardContent, CardHeader, CardTitle, UniversityLogo } from '@uniguide/ui';

import { TurnaroundLine } from '../turnaround-line';

export function UniversityInfoCard({
  program,
  turnaround,
}: {
  program: Program;
  turnaround?: UniversityTurnaround | null;
}) {
  const name = universityNameOf(program.university);
  const place = formatPlace(program.university.location);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">
            <Trans>University Information</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <UniversityLogo
            name={name}
            src={program.university.imageUrl}
            className="size-16 rounded-xl"
          />
          <div className="min-w-0">
            <p className="font-semibold">{name}</p>
            {place ? (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
                {place}
              </p>
            ) : null}
          </div>
        </div>
        <TurnaroundLine turnaround={turnaround} />
        <Button asChild variant="outline" className="w-full">
          <Link
            to="/universities/$universityId"
            params={{ universityId: String(program.universityId) }}
          >
            <Trans>View University Profile</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
