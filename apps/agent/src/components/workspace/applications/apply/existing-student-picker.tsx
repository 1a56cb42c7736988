import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY, errorMessage, useTRPC } from '@uniguide/client';
import { Button, Skeleton } from '@uniguide/ui';
import { CircleCheckIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { DebouncedSearchBox } from '../../students/shared/debounced-search-box';
import { fullName } from '../../students/shared/full-name';
import type { StudentProfile } from '../../students/shared/types';

const RESULTS = 5;

function StudentResults({ search, onPick }: { search: string; onPick: (id: number) => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const students = useQuery({
    ...trpc.student.list.queryOptions(
      { page: 1, pageSize: RESULTS, ...(search ? { search } : {}) },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  if (students.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(students.error, t`Your students could not be loaded. Please try again.`)}
      </p>
    );
  }
  if (!students.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (students.data.items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {search ? (
          <Trans>
            None of your students match “<bdi>{search}</bdi>”.
          </Trans>
        ) : (
          t`You have no students yet. Choose “New student” to add one with this application.`
        )}
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t`Matching students`}>
      {students.data.items.map((student) => {
        const name = fullName(student);
        return (
          <li key={student.id}>
            <button
              type="button"
              onClick={() => onPick(student.id)}
              aria-label={t`Choose ${name}, ${student.email}`}
              className="flex w-full items-center gap-3 rounded-md border px-3 py-2 text-start outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <UserRoundIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="grid min-w-0 flex-1">
                <bdi className="truncate text-sm font-medium">{name}</bdi>
                <span className="flex min-w-0 gap-1 text-xs text-muted-foreground">
                  <span dir="auto" className="truncate">
                    {student.email}
                  </span>
                  <span className="shrink-0">· {student.nationality}</span>
                </span>
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {t({
                  message: plural(student.applicationCount, {
                    one: '# application',
                    other: '# applications',
                  }),
                })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Existing student": search the agent's students (student.list) and pick one; once chosen, the
 * student is shown with a way to choose another.
 */
export function ExistingStudentPicker({
  student,
  loading,
  problem,
  onPick,
  onChange,
  disabled,
}: {
  /** The chosen student, once loaded. */
  student: StudentProfile | undefined;
  /** A student is chosen and being loaded. */
  loading: boolean;
  /** Why the chosen student could not be loaded. */
  problem: string | null;
  onPick: (id: number) => void;
  onChange: () => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');

  if (loading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading the student…</Trans>
        </span>
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }

  if (student) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-success/30 bg-success/5 px-4 py-3 sm:flex-row sm:items-center">
        <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-success" />
        <div className="grid min-w-0 flex-1">
          <p className="text-sm font-medium">
            <Trans>
              Applying for <bdi>{fullName(student)}</bdi>
            </Trans>
          </p>
          <p dir="auto" className="truncate text-xs text-muted-foreground">
            {student.email}
          </p>
          <p className="text-xs text-muted-foreground">
            <Trans>The fields below come from the profile; changes you make also update it.</Trans>
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onChange} disabled={disabled}>
          <Trans>Choose Another Student</Trans>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <DebouncedSearchBox
        id="apply-student-search"
        label={t`Find a student by name or e-mail`}
        placeholder={t`Find a student by name or e-mail`}
        value={search}
        onSearch={setSearch}
      />
      <StudentResults search={search} onPick={onPick} />
    </div>
  );
}
