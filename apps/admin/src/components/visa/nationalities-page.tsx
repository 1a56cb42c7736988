import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CountryPicker, errorMessage, useTRPC } from '@uniguide/client';
import type { UnmappedNationality } from '@uniguide/domain';
import { Button, Label, Skeleton, toast } from '@uniguide/ui';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailed } from '../common/load-failed';
import { ConsolePage } from '../common/page-header';

/**
 * /nationalities (docs/product.md §5.9): nationalities written as text that names no country, with
 * the students they affect; an admin chooses the country, and every record with that text gets it.
 */
export function NationalitiesPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  usePageTitle(t`Unmapped Nationalities`, t`Nationalities written as text that names no country.`);
  const unmapped = useQuery(trpc.admin.visa.unmappedNationalities.queryOptions());

  return (
    <ConsolePage
      title={t`Unmapped Nationalities`}
      description={t`These students' nationalities were written as text that names no country, so their applications follow the default visa checklist. Choose each text's country: the text stays as written, and every student and application carrying it gets the country.`}
      breadcrumb={
        <Link
          to="/visa-checklists"
          className="w-fit text-sm text-muted-foreground hover:text-foreground"
        >
          <Trans>Visa Checklists</Trans>
        </Link>
      }
    >
      {unmapped.isError ? (
        <LoadFailed
          title={t`The nationalities could not be loaded.`}
          error={unmapped.error}
          onRetry={() => void unmapped.refetch()}
        />
      ) : unmapped.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : unmapped.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          <Trans>Every student's nationality names a country.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4">
          {unmapped.data.map((entry) => (
            <UnmappedNationalityItem key={entry.value} entry={entry} />
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

function UnmappedNationalityItem({ entry }: { entry: UnmappedNationality }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [country, setCountry] = useState('');
  const pickerId = `country-of-${encodeURIComponent(entry.value)}`;
  const written = entry.value;
  const studentCount = (count: number) =>
    t({ message: plural(count, { one: '# student', other: '# students' }) });
  const applicationCount = (count: number) =>
    t({ message: plural(count, { one: '# application', other: '# applications' }) });
  const map = useMutation(
    trpc.admin.visa.mapNationality.mutationOptions({
      onSuccess: (counts) => {
        toast({
          title: t`"${written}" mapped`,
          description: t`${studentCount(counts.students)} and ${applicationCount(counts.applications)} updated.`,
        });
        void queryClient.invalidateQueries({
          queryKey: trpc.admin.visa.unmappedNationalities.queryKey(),
        });
      },
      onError: (error) =>
        toast({
          title: t`Not mapped`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  const more = entry.studentCount - entry.students.length;
  return (
    <li className="grid gap-4 rounded-lg border p-4 md:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-2">
        <h2 className="text-lg font-semibold break-words" dir="auto">
          “{entry.value}”
        </h2>
        <p className="text-sm text-muted-foreground">
          {t`${studentCount(entry.studentCount)}, ${applicationCount(entry.applicationCount)}`}
        </p>
        {entry.students.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {entry.students.map((student) => (
              <li key={student.id} className="break-words">
                <span className="font-medium" dir="auto">
                  {student.name}
                </span>
                <span className="text-muted-foreground">
                  {' · '}
                  <Trans>
                    agent <bdi>{student.agentEmail}</bdi>
                  </Trans>
                </span>
              </li>
            ))}
            {more > 0 ? (
              <li className="text-muted-foreground">
                <Trans>and {more} more</Trans>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <form
        className="grid content-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (country) map.mutate({ value: entry.value, country });
        }}
      >
        <Label htmlFor={pickerId}>
          <Trans>Country</Trans>
        </Label>
        <CountryPicker id={pickerId} value={country} onValueChange={setCountry} />
        <Button
          type="submit"
          disabled={!country}
          pending={map.isPending}
          pendingLabel={t`Mapping…`}
        >
          <CheckIcon aria-hidden="true" />
          <Trans>Map to this country</Trans>
        </Button>
      </form>
    </li>
  );
}
