import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpenIcon, ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { useFormatters } from '@uniguide/client';
import { formatPlace, type University, type UniversityTurnaround } from '@uniguide/domain';
import { Card, Skeleton, UniversityLogo } from '@uniguide/ui';

import { TurnaroundLine } from './turnaround-line';

/** Only http(s) addresses become links; anything else in the catalogue is shown as text. */
function safeWebsite(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.includes('://') ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** university.byId answers with the number of programs the catalogue shows for it, and its turnaround. */
export interface UniversityProfileHeaderProps {
  university: University & { programCount: number; turnaround?: UniversityTurnaround | null };
}

export function UniversityProfileHeader({ university }: UniversityProfileHeaderProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const { programCount } = university;
  const count = format.count(programCount);
  const website = safeWebsite(university.website);
  const place = formatPlace(university.location, university.emirate);

  return (
    <Card className="gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
      <UniversityLogo
        name={university.name}
        src={university.logoUrl ?? university.imageUrl}
        className="size-24 rounded-2xl"
      />
      <div className="grid min-w-0 flex-1 gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {university.name}
        </h1>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
          {place ? (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {place}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <BookOpenIcon className="size-4" aria-hidden="true" />
            {t({
              message: plural(programCount, {
                one: `${count} program`,
                other: `${count} programs`,
              }),
            })}
          </li>
          {website ? (
            <li>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Trans>
                  <ExternalLinkIcon className="size-4" aria-hidden="true" />
                  Official website<span className="sr-only"> (opens in a new tab)</span>
                </Trans>
              </a>
            </li>
          ) : null}
        </ul>
        <TurnaroundLine turnaround={university.turnaround} />
        {university.description ? (
          <p dir="auto" className="max-w-3xl whitespace-pre-line text-muted-foreground">
            {university.description}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

export function UniversityProfileSkeleton() {
  return (
    <Card className="gap-6 p-6 sm:flex-row sm:items-center sm:p-8" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading university…</Trans>
      </span>
      <Skeleton className="size-24 rounded-2xl" />
      <div className="grid flex-1 gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </Card>
  );
}
